/**
 * The eval's own prompts (prompts/eval/: the live reader's question, the judge's rubric, the probe writer's
 * request), read once when a live eval is set up and hashed, so a report names the exact prompts its figures came
 * from. They are not the summarizer's prompt set: changing them changes no compaction.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const EVAL_PROMPT_IDS = ['reader', 'judge', 'probe-writer'] as const;
export type EvalPromptId = (typeof EVAL_PROMPT_IDS)[number];

export interface EvalPrompt {
  text: string;
  sha256: string;
}

export type EvalPrompts = Readonly<Record<EvalPromptId, EvalPrompt>>;

const DEFAULT_DIR = path.resolve(__dirname, '..', '..', 'prompts', 'eval');

export function loadEvalPrompts(dir: string = DEFAULT_DIR): EvalPrompts {
  const entries = EVAL_PROMPT_IDS.map((id): [EvalPromptId, EvalPrompt] => {
    const text = readFileSync(path.join(dir, `${id}.md`), 'utf8').trimEnd();
    return [id, { text, sha256: createHash('sha256').update(text, 'utf8').digest('hex') }];
  });
  return Object.freeze(Object.fromEntries(entries) as Record<EvalPromptId, EvalPrompt>);
}
