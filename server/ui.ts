/**
 * Serves the audit viewer under /ui: the prebuilt files of dist/viewer (index.html and content-hashed assets). The
 * page is public (it holds no data; every read it makes carries the API key the user typed), its CSP forbids
 * inline and foreign scripts, hashed assets are cached as immutable and index.html is revalidated every load.
 * From the TypeScript sources (a development checkout) the viewer is built once into a temporary directory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type * as UiBuild from '../ui/build';

export const UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ViewerFiles {
  /** A directory holding index.html and assets/. */
  readonly dir: string;
  /** Removes a directory built on the fly (nothing for the packaged build). */
  readonly dispose: () => void;
}

/**
 * The viewer's files: dist/viewer beside the compiled server, or, when running from the sources, a fresh build of ui/
 * (esbuild, a development dependency, is there in a checkout).
 */
export async function locateViewer(): Promise<ViewerFiles> {
  // Not dist/ui: tsc emits ui/build.ts there (the sources fallback below imports it), which must not be served.
  const packaged = path.join(__dirname, '..', 'viewer');
  if (path.extname(__filename) === '.js' && existsSync(path.join(packaged, 'index.html'))) {
    return { dir: packaged, dispose: () => undefined };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'compactor-ui-'));
  // Loaded only here: esbuild is a development dependency, present wherever the sources run.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildUi } = require('../ui/build') as typeof UiBuild;
  await buildUi(dir);
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function installViewer(app: FastifyInstance, dir: string): Promise<void> {
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui/', 301));
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/ui/',
    decorateReply: false,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res, file) => {
      res.header('content-security-policy', UI_CSP);
      res.header('x-content-type-options', 'nosniff');
      res.header('referrer-policy', 'no-referrer');
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
