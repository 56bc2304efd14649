/**
 * The continuation prompt (compaction spec §3.10): what a host sends as the next user turn after a compaction whose
 * result says `autoContinue`. The workflow carries only that flag; the text is rendered here, from
 * prompts/auto-continue.md, and added to the result a host reads (`continuationPrompt`), so it never enters a
 * workflow history. Read once per process; the file takes no placeholders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderTemplate } from '../core/template';
import type { CompactSessionResult } from '../workflows/compaction-types';

/** The repository's prompt file (dist/prompts beside dist/service in the compiled build). */
export const CONTINUATION_PROMPT_FILE = path.resolve(__dirname, '..', 'prompts', 'auto-continue.md');

let cached: string | undefined;

/** The rendered continuation prompt; a missing, empty or placeholder-bearing file throws. */
export function continuationPrompt(file = CONTINUATION_PROMPT_FILE): string {
  if (file === CONTINUATION_PROMPT_FILE && cached !== undefined) return cached;
  const text = renderTemplate(readFileSync(file, 'utf8'), {}).trim();
  if (text === '') throw new Error(`the continuation prompt ${file} is empty`);
  if (file === CONTINUATION_PROMPT_FILE) cached = text;
  return text;
}

/** A compaction result as a host reads it: with the continuation prompt when the run says to continue. */
export type HostCompactionResult = CompactSessionResult & { continuationPrompt?: string };

export function withContinuationPrompt(result: CompactSessionResult): HostCompactionResult {
  return result.autoContinue ? { ...result, continuationPrompt: continuationPrompt() } : result;
}
