/**
 * The normalizers probes are graded with (quality spec §2, "Normalizers"): paths lose the session's cwd, `./`, doubled
 * slashes and read selectors but keep their case; commands lose a leading `cd <dir> &&`, a trailing `2>&1` and
 * `| head/tail -N`; numbers lose separators; free text is NFKC, lower-cased, without punctuation. `containsTerm` is the
 * `has_answer` check: the normalized key occurs in the text, not glued to a longer word. Pure string functions.
 */
import { splitReadSelector } from '../compaction/read-selector';

export type AnswerType = 'path' | 'identifier' | 'number' | 'command' | 'text';

/** A path as probes compare it: relative to `cwd` when under it, without `./`, `//` or a read selector. */
export function normalizePath(path: string, cwd?: string): string {
  let out = splitReadSelector(path.trim()).path.replace(/\/{2,}/g, '/');
  const root = cwd?.replace(/\/+$/, '');
  if (root && out.startsWith(`${root}/`)) out = out.slice(root.length + 1);
  while (out.startsWith('./')) out = out.slice(2);
  return out;
}

/** A shell command as probes compare it: whitespace collapsed, the directory change and output plumbing dropped. */
export function normalizeCommand(command: string): string {
  return command
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^cd\s+\S+\s*&&\s*/, '')
    .replace(/\s*\|\s*(head|tail)(\s+-n)?\s+-?\d+\s*$/, '')
    .replace(/\s*2>&1\s*$/, '')
    .trim();
}

/** A number without thousands separators or a trailing unit (`47,213 ms` → `47213`). */
export const normalizeNumber = (value: string): string => value.replace(/[,_\s]/g, '').replace(/[A-Za-z%]+$/, '');

/** Free text: NFKC, lower case, punctuation dropped, whitespace collapsed. */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The key of an answer as graded: by its type's normalizer (identifiers lose quotes and backticks only). */
export function normalizeKey(key: string, type: AnswerType, cwd?: string): string {
  switch (type) {
    case 'path':
      return normalizePath(key, cwd);
    case 'command':
      return normalizeCommand(key);
    case 'number':
      return normalizeNumber(key);
    case 'identifier':
      return key.replace(/^[`'"]+|[`'"]+$/g, '').trim();
    case 'text':
      return normalizeText(key);
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text as `containsTerm` searches it for a key of `type`: whitespace collapsed, and for free text normalized. */
export function searchableText(text: string, type: AnswerType): string {
  if (type === 'text') return normalizeText(text);
  return type === 'command' ? text.replace(/\s+/g, ' ') : text;
}

/**
 * Whether the normalized `key` occurs in `text` (already passed through `searchableText` for the type) as a whole
 * term: the characters around it are not letters, digits or underscores (so `17` is not found in `2017`).
 */
export function containsTerm(text: string, key: string, type: AnswerType, cwd?: string): boolean {
  const normalized = normalizeKey(key, type, cwd);
  if (normalized === '') return false;
  if (!text.includes(normalized)) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escape(normalized)}(?![\\p{L}\\p{N}_])`, 'u').test(text);
}
