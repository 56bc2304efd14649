/**
 * Continuation probes (quality spec §2: `instruction.latest`, `plan.progress`, `pending.question`): the user's latest
 * instruction as key terms, the next open item of a checklist file the assistant wrote and ticked (`- [ ]` / `- [x]`,
 * replayed through its writes and edits), and a question the span ends on, to be carried verbatim. Pure.
 */
import { keyTerms } from './key-terms';
import { normalizePath } from './normalize';
import type { Probe } from './probes';
import type { SessionWalk, ToolStep } from './session-walk';

const ITEM = /^\s*[-*]\s+\[([ xX])\]\s+(.+)$/gm;

export function continuationProbes(walk: SessionWalk, frequency: ReadonlyMap<string, number>, cwd?: string): Probe[] {
  return [...latestInstruction(walk, frequency), ...planProbes(walk, frequency, cwd), ...pendingQuestion(walk)];
}

function latestInstruction(walk: SessionWalk, frequency: ReadonlyMap<string, number>): Probe[] {
  const latest = walk.users.at(-1);
  if (!latest) return [];
  const terms = keyTerms(latest.text, frequency);
  const keys = [...terms.strong, ...terms.weak];
  if (keys.length === 0) return [];
  return [
    {
      id: 'continuation.latest:1',
      category: 'continuation',
      kind: 'continuation.latest',
      question: "What is the user's latest instruction, the request the work continues from?",
      type: 'text',
      match: 'terms',
      keys,
      evidence: [latest.entryId],
      grading: 'judge',
      source: 'derived',
    },
  ];
}

interface Checklist {
  content: string;
  evidence: string[];
}

/** Replays writes and edits of every file that ever held a checklist item; their final texts. */
export function checklists(walk: SessionWalk, cwd?: string): Map<string, Checklist> {
  const files = new Map<string, Checklist>();
  for (const step of walk.steps) {
    const path = typeof step.args.path === 'string' ? normalizePath(step.args.path, cwd) : undefined;
    if (!path || step.failed) continue;
    const next = applied(step, files.get(path)?.content);
    if (next === undefined) continue;
    const known = files.get(path);
    if (!known && !/\[[ xX]\]/.test(next)) continue;
    files.set(path, { content: next, evidence: [...(known?.evidence ?? []), step.entryId] });
  }
  return files;
}

function applied(step: ToolStep, before: string | undefined): string | undefined {
  const { content, oldText, newText } = step.args as Record<string, unknown>;
  if (step.name === 'write' && typeof content === 'string') return content;
  if (step.name !== 'edit' || before === undefined || typeof oldText !== 'string' || typeof newText !== 'string') {
    return undefined;
  }
  return before.includes(oldText) ? before.replace(oldText, newText) : undefined;
}

function planProbes(walk: SessionWalk, frequency: ReadonlyMap<string, number>, cwd?: string): Probe[] {
  const probes: Probe[] = [];
  for (const [path, list] of checklists(walk, cwd)) {
    const open = [...list.content.matchAll(ITEM)].find((m) => m[1] === ' ');
    if (!open) continue;
    const terms = keyTerms(open[2]!, frequency, 4);
    const keys = [...terms.strong, ...terms.weak];
    if (keys.length === 0) continue;
    probes.push({
      id: `continuation.plan:${probes.length + 1}`,
      category: 'continuation',
      kind: 'continuation.plan',
      question: `What is the next open (unchecked) item of the plan in ${path}?`,
      type: 'text',
      match: 'terms',
      keys,
      evidence: list.evidence,
      grading: 'judge',
      source: 'derived',
    });
  }
  return probes;
}

/** The question the span ends on (an assistant text ending in `?`, no user message after it), whitespace-normalized. */
export function pendingQuestionText(walk: SessionWalk): { text: string; entryId: string } | undefined {
  const last = walk.texts.at(-1);
  if (!walk.endsWithAssistant || !last || !last.text.trimEnd().endsWith('?')) return undefined;
  const sentences = last.text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?:])\s+/);
  const question = sentences.at(-1);
  return question && question.length >= 8 ? { text: question, entryId: last.entryId } : undefined;
}

function pendingQuestion(walk: SessionWalk): Probe[] {
  const found = pendingQuestionText(walk);
  if (!found) return [];
  return [
    {
      id: 'continuation.question:1',
      category: 'continuation',
      kind: 'continuation.question',
      question: 'Which question to the user is still waiting for an answer? Quote it word for word.',
      type: 'text',
      match: 'one',
      keys: [found.text],
      evidence: [found.entryId],
      grading: 'exact',
      source: 'derived',
    },
  ];
}
