/**
 * Loads every prompt template of prompts/ once at worker start into a frozen map id → { text, sha256 }, plus
 * one hash over the whole set that is recorded on each compaction it produced. A missing or empty prompt
 * file stops the start-up; nothing here reads files after loading.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PROMPT_IDS = [
  'summarizer-system',
  'summary-initial',
  'summary-update',
  'turn-prefix',
  'short-summary',
  'branch-summary',
  'branch-summary-preamble',
  'handoff-document',
  'handoff-auto-focus',
  'context-compaction',
  'context-branch',
  'context-handoff',
] as const;
export type PromptId = (typeof PROMPT_IDS)[number];

export interface Prompt {
  readonly text: string;
  readonly sha256: string;
}

export interface PromptSet {
  readonly prompts: Readonly<Record<PromptId, Prompt>>;
  /** sha256 over every prompt's id and hash, in PROMPT_IDS order: changes when any prompt changes. */
  readonly hash: string;
}

/** A prompt file is missing or empty; the worker must not start without it. */
export class PromptSetError extends Error {
  override readonly name = 'PromptSetError';
}

/** The repository's prompts/ folder. */
export const DEFAULT_PROMPTS_DIR = path.resolve(__dirname, '..', '..', 'prompts');

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Reads `<dir>/<id>.md` for every id (trailing whitespace trimmed) and hashes each and the whole set. */
export function loadPromptSet(dir: string = DEFAULT_PROMPTS_DIR): PromptSet {
  const prompts: Partial<Record<PromptId, Prompt>> = {};
  const problems: string[] = [];
  for (const id of PROMPT_IDS) {
    const file = path.join(dir, `${id}.md`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trimEnd();
    } catch (error) {
      problems.push(`${id}: ${(error as NodeJS.ErrnoException).code ?? String(error)} (${file})`);
      continue;
    }
    if (text.trim() === '') problems.push(`${id}: empty (${file})`);
    else prompts[id] = Object.freeze({ text, sha256: sha256(text) });
  }
  if (problems.length > 0) throw new PromptSetError(`prompt set incomplete: ${problems.join('; ')}`);
  const complete = prompts as Record<PromptId, Prompt>;
  const hash = sha256(PROMPT_IDS.map((id) => `${id}\u0000${complete[id].sha256}\n`).join(''));
  return Object.freeze({ prompts: Object.freeze(complete), hash });
}
