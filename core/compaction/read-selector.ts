/**
 * Read paths as the file tools write them (compaction spec §5.2, §6.6): a path may end in a `:selector` that picks
 * lines (`:50-200`, `:L5+10`, `:1,7..9`, `:20-`), `:raw`, `:conflicts`, or `range:raw` / `raw:range`. Any other
 * colon belongs to the path (`db.sqlite:users`). Paths with a `scheme://` are not files. Pure string functions.
 */

const ITEM = String.raw`L?\d+(?:(?:-|\+|\.\.)L?\d+|-|\.\.)?`;
const RANGE = String.raw`${ITEM}(?:,${ITEM})*`;
// Case-insensitive like upstream: `:RAW`, `:l5+10` and `HTTPS://` are the same selectors and schemes.
const SELECTOR = new RegExp(String.raw`^(.+?):(${RANGE}(?::raw)?|raw(?::${RANGE})?|conflicts)$`, 'i');
const SCHEME = /[a-z][a-z0-9+.-]*:\/\//i;

/** True when the path names something other than a local file (`artifact://`, `https://`, `x.ts:conflict://3`). */
export const hasUrlScheme = (path: string): boolean => SCHEME.test(path);

/** Splits a trailing read selector off a path; paths without one come back whole. */
export function splitReadSelector(path: string): { path: string; selector?: string } {
  const match = SELECTOR.exec(path);
  return match ? { path: match[1]!, selector: match[2]! } : { path };
}

/**
 * The key under which a read result is superseded by a newer read: the bare path, or path + NUL + selector.
 * Only `read` calls with a non-empty local path have one.
 */
export function readToolSupersedeKey(toolName: string, args: unknown): string | undefined {
  if (toolName !== 'read' || !args || typeof args !== 'object') return undefined;
  const path = (args as { path?: unknown }).path;
  if (typeof path !== 'string' || path === '' || hasUrlScheme(path)) return undefined;
  const split = splitReadSelector(path);
  return split.selector === undefined ? split.path : `${split.path}\u0000${split.selector}`;
}
