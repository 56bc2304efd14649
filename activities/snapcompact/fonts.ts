/**
 * Loads the bundled glyph tables from fonts/ at start, after checking every file against fonts/manifest.json
 * (sha256). A missing or altered font is a typed failure, never a silent fallback.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseFontTable, type FontSet } from '../../core/snapcompact/font';
import type { FontId } from '../../core/snapcompact/shapes';

export const DEFAULT_FONTS_DIR = resolve(__dirname, '..', '..', 'fonts');
const FONT_IDS: readonly FontId[] = ['5x8', '6x12', '8x13', '8x8'];

export class FontManifestError extends Error {
  override name = 'FontManifestError';
}

interface Manifest {
  algorithm: 'sha256';
  files: Record<string, string>;
}

async function readManifest(dir: string): Promise<Manifest> {
  const raw = await readFile(join(dir, 'manifest.json'), 'utf8').catch((cause: unknown) => {
    throw new FontManifestError(`cannot read ${join(dir, 'manifest.json')}`, { cause });
  });
  const manifest = JSON.parse(raw) as Partial<Manifest>;
  if (manifest.algorithm !== 'sha256' || typeof manifest.files !== 'object' || manifest.files === null) {
    throw new FontManifestError('fonts/manifest.json must list sha256 hashes under "files"');
  }
  return manifest as Manifest;
}

async function verifiedFile(dir: string, name: string, manifest: Manifest): Promise<Buffer> {
  const expected = manifest.files[name];
  if (!expected) throw new FontManifestError(`fonts/manifest.json does not list ${name}`);
  const body = await readFile(join(dir, name)).catch((cause: unknown) => {
    throw new FontManifestError(`cannot read font file ${name}`, { cause });
  });
  const actual = createHash('sha256').update(body).digest('hex');
  if (actual !== expected) throw new FontManifestError(`${name} does not match its manifest hash`);
  return body;
}

/** Every font the shapes use, verified; the licence file is checked too so it cannot silently go missing. */
export async function loadSnapcompactFonts(dir: string = DEFAULT_FONTS_DIR): Promise<FontSet> {
  const manifest = await readManifest(dir);
  await verifiedFile(dir, 'LICENSE.md', manifest);
  const entries = await Promise.all(
    FONT_IDS.map(async (id) => {
      const font = parseFontTable(JSON.parse((await verifiedFile(dir, `${id}.json`, manifest)).toString('utf8')));
      if (font.id !== id) throw new FontManifestError(`${id}.json declares font ${font.id}`);
      return [id, font] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FontId, (typeof entries)[number][1]>;
}
