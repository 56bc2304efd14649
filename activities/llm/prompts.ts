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

/** The hash of a set of prompts (and the instructions appended to them), in PROMPT_IDS order. */
function setHash(prompts: Readonly<Record<PromptId, Prompt>>, instructions?: string): string {
  const lines = PROMPT_IDS.map((id) => `${id}\u0000${prompts[id].sha256}\n`).join('');
  return sha256(instructions === undefined ? lines : `${lines}instructions\u0000${sha256(instructions)}\n`);
}

/**
 * `base` with some prompts' text replaced (a tenant's or session's custom templates) and its hash recomputed over
 * the result and the instructions: the hash an audit row records names exactly the templates a compaction used.
 * With nothing replaced and no instructions, `base` itself.
 */
export function withCustomPrompts(
  base: PromptSet,
  custom: { texts: Partial<Record<PromptId, string>>; instructions?: string },
): PromptSet {
  const replaced = Object.entries(custom.texts).filter((e): e is [PromptId, string] => e[1] !== undefined);
  if (replaced.length === 0 && custom.instructions === undefined) return base;
  const prompts = { ...base.prompts };
  for (const [id, text] of replaced) prompts[id] = Object.freeze({ text, sha256: sha256(text) });
  return Object.freeze({ prompts: Object.freeze(prompts), hash: setHash(prompts, custom.instructions) });
}

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
  return Object.freeze({ prompts: Object.freeze(complete), hash: setHash(complete) });
}
