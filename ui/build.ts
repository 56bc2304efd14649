/**
 * Builds the audit viewer (ui/app, Preact + the generated API client) with esbuild into `outDir`: content-hashed
 * assets under assets/ and an index.html that loads them (no inline script or style, so the page's CSP can forbid
 * both). Run by scripts/build.ts into dist/viewer, and by the server itself when it runs from the sources.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export interface BuiltUi {
  /** Asset file names under assets/, e.g. app-3JX2KQ7Z.js. */
  readonly script: string;
  readonly style: string | undefined;
}

export async function buildUi(outDir: string): Promise<BuiltUi> {
  const assets = path.join(outDir, 'assets');
  mkdirSync(assets, { recursive: true });
  const result = await build({
    entryPoints: { app: path.join(__dirname, 'app', 'main.tsx') },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    outdir: assets,
    entryNames: '[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    tsconfig: path.join(__dirname, 'tsconfig.json'),
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const script = outputs.find((file) => file.endsWith('.js'));
  const style = outputs.find((file) => file.endsWith('.css'));
  if (!script) throw new Error('the viewer build produced no script');
  writeFileSync(path.join(outDir, 'index.html'), indexHtml(script, style));
  writeFileSync(path.join(outDir, 'favicon.svg'), FAVICON);
  return { script, style };
}

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 14 6 3v8l4-6v9" fill="none" ' +
  'stroke="#1f5fbf" stroke-width="2"/></svg>\n';

function indexHtml(script: string, style: string | undefined): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>compactor audit viewer</title>',
    '<link rel="icon" href="favicon.svg" type="image/svg+xml">',
    style ? `<link rel="stylesheet" href="assets/${style}">` : '',
    `<script defer src="assets/${script}"></script>`,
    '</head>',
    '<body><div id="app"><p class="loading">Loading the audit viewer…</p></div></body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
