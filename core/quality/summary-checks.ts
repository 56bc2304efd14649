/**
 * The deterministic checks of a fresh text summary before it is committed (issue 23; quality spec §4, checks G1–G6):
 * not empty and not a refusal, not cut off, the required sections present and non-empty, the latest user instruction
 * carried (its key terms), a pending question quoted word for word, every modified file named. Each failed check
 * lists what was missing, so a retry can name it. Pure; the gate that uses them is not wired into the workflow yet.
 */
import { keyTerms, wordFrequency } from './key-terms';
import { containsTerm, normalizePath, searchableText } from './normalize';
import { pendingQuestionText } from './continuation-probes';
import { walkSession, type SpanMessage } from './session-walk';

export const SUMMARY_CHECKS = ['content', 'complete', 'sections', 'instruction', 'question', 'files'] as const;
export type SummaryCheck = (typeof SUMMARY_CHECKS)[number];

export interface CheckFailure {
  check: SummaryCheck;
  missing: string[];
}

export interface SummaryVerdict {
  passed: boolean;
  /** Share of the checks that passed. */
  score: number;
  failures: CheckFailure[];
}

export interface SummaryCheckInput {
  summary: string;
  /** The summarizer call's stop reason (`length`: cut off). */
  stopReason?: string;
  /** The summarized span. */
  span: readonly SpanMessage[];
  cwd?: string;
}

const REQUIRED_SECTIONS = ['Goal', 'Progress', 'Next Steps'];
const REFUSAL = /^\s*(I'?m sorry|I can(no|')t|I am unable|As an AI)/i;

export function checkSummary(input: SummaryCheckInput): SummaryVerdict {
  const walk = walkSession(input.span);
  const body = input.summary.trim();
  const failures: CheckFailure[] = [];
  const fail = (check: SummaryCheck, missing: string[]) => missing.length > 0 && failures.push({ check, missing });
  const lines = body.split('\n').filter((l) => l.trim() !== '' && !/^#{1,6}\s/.test(l));
  fail('content', body.length < 200 || lines.length < 3 ? ['a summary (empty or too short)'] : []);
  fail('content', REFUSAL.test(body.slice(0, 300)) ? ['a summary (the summarizer refused)'] : []);
  fail('complete', cutOff(body, input.stopReason) ? ['the end of the summary (it was cut off)'] : []);
  fail(
    'sections',
    REQUIRED_SECTIONS.filter((name) => !sectionBody(body, name)).map((n) => `section ${n}`),
  );
  const frequency = wordFrequency([...walk.users, ...walk.texts].map((t) => t.text));
  const latest = walk.users.at(-1);
  if (latest) fail('instruction', missingTerms(body, latest.text, frequency, input.cwd));
  const question = pendingQuestionText(walk);
  const flat = body.replace(/\s+/g, ' ');
  if (question && !flat.includes(question.text)) fail('question', [`the pending question "${question.text}"`]);
  fail('files', missingFiles(body, modifiedFiles(walk, input.cwd), input.cwd));
  const failed = new Set(failures.map((f) => f.check)).size;
  return { passed: failures.length === 0, score: 1 - failed / SUMMARY_CHECKS.length, failures };
}

function cutOff(body: string, stopReason?: string): boolean {
  if (stopReason === 'length') return true;
  if (body.split('\n').filter((l) => l.startsWith('```')).length % 2 === 1) return true;
  const last =
    body
      .split('\n')
      .filter((l) => l.trim() !== '')
      .at(-1) ?? '';
  return /^#{1,6}\s/.test(last) || !/([.!?)`:]|^\s*([-*]|\d+\.)\s.*)$/.test(last.trim());
}

/** The text under `## name` (or `###`) up to the next heading, trimmed; empty when the section is missing. */
function sectionBody(body: string, name: string): string {
  const lines = body.split('\n');
  const at = lines.findIndex((l) => new RegExp(`^#{2,3}\\s+${name}\\s*$`, 'i').test(l.trim()));
  if (at < 0) return '';
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((l) => /^#{2}\s/.test(l));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
}

function missingTerms(body: string, text: string, frequency: Map<string, number>, cwd?: string): string[] {
  const { strong, weak } = keyTerms(text, frequency);
  const lower = body.toLowerCase();
  const strongMissing = strong.filter((t) => !body.includes(t) && !containsTerm(body, normalizePath(t, cwd), 'path'));
  const weakMissing = weak.filter((w) => !lower.includes(w.toLowerCase()));
  const strongOk = strong.length <= 2 ? strongMissing.length === 0 : strongMissing.length <= 0.2 * strong.length;
  const weakOk = weakMissing.length <= 0.5 * weak.length;
  return strongOk && weakOk ? [] : [...strongMissing, ...weakMissing].map((t) => `the instruction's "${t}"`);
}

/** Files the span edited or wrote, relative to the cwd. */
function modifiedFiles(walk: ReturnType<typeof walkSession>, cwd?: string): string[] {
  const paths = walk.steps
    .filter((s) => (s.name === 'edit' || s.name === 'write') && !s.failed && typeof s.args.path === 'string')
    .map((s) => normalizePath(s.args.path as string, cwd));
  return [...new Set(paths)];
}

/** Files the body does not name (by relative path or a basename unique among them); fails below 80% named. */
function missingFiles(body: string, files: readonly string[], cwd?: string): string[] {
  const text = searchableText(body, 'path');
  const base = (p: string) => p.split('/').at(-1)!;
  const unique = (p: string) => files.filter((f) => base(f) === base(p)).length === 1;
  const missing = files.filter((f) => !containsTerm(text, f, 'path', cwd) && !(unique(f) && text.includes(base(f))));
  return missing.length > files.length - Math.ceil(0.8 * files.length) ? missing : [];
}
