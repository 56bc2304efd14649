/**
 * What `compactor eval` evaluates: a stored session by id (its whole active branch), one session file, or every
 * `.jsonl` file of a directory (in name order). An argument that names no file or directory and looks like a path is
 * refused as such rather than looked up as a session id. Reads the file system only (the CLI checks its argument with it
 * before any stack starts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type EvalTarget = { kind: 'files'; files: string[] } | { kind: 'session'; sessionId: string };

export type EvalTargetResolution =
  | { ok: true; target: EvalTarget }
  | { ok: false; type: 'session-file-not-found' | 'no-session-files'; message: string };

const looksLikePath = (arg: string) => arg.includes('/') || arg.includes('\\') || arg.endsWith('.jsonl');

export function resolveEvalTarget(arg: string): EvalTargetResolution {
  if (!existsSync(arg)) {
    if (!looksLikePath(arg)) return { ok: true, target: { kind: 'session', sessionId: arg } };
    return { ok: false, type: 'session-file-not-found', message: `no such file or directory: ${arg}` };
  }
  if (statSync(arg).isFile()) return { ok: true, target: { kind: 'files', files: [arg] } };
  const files = readdirSync(arg)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => path.join(arg, name));
  if (files.length === 0)
    return { ok: false, type: 'no-session-files', message: `${arg} holds no .jsonl session file` };
  return { ok: true, target: { kind: 'files', files } };
}
