/**
 * Recall probes (quality spec §2: `recall.error`, `instruction.constraint`, `recall.value` with `state.current`):
 * the distinctive token of each failed step's first error line (an error code, a rule id, an exception class,
 * `file:line:col`), the constraints the user stated (only/never/always/don't/must/instead/prefer) as key terms, and
 * the current value of each setting seen in a config file read — the latest edit of the same key wins. Pure.
 */
import { keyTerms } from './key-terms';
import { normalizePath } from './normalize';
import type { Probe } from './probes';
import type { SessionWalk, ToolStep } from './session-walk';

const MAX_ERRORS = 6;
const MAX_CONSTRAINTS = 5;
const MAX_VALUES = 12;
const MAX_VALUES_PER_FILE = 4;

/** Distinctive tokens of an error line, most distinctive first. */
const ERROR_TOKENS = [
  /\b(ERR_[A-Z0-9_]{3,})\b/,
  /\b([A-Z]{2,5}-?\d{3,5})\b/,
  /\b([a-z]+\/[a-z]+\/[a-zA-Z]+)\b/,
  /\b([A-Z][A-Za-z]+(?:Error|Exception))\b/,
  /([\w./-]+\.[A-Za-z]{1,5}:\d+:\d+)/,
];
const ERROR_LINE = /error|fail|exception|cannot|could not|not found|denied|invalid/i;
const CONSTRAINT = /\b(only|never|always|don't|do not|must|instead|prefer)\b/i;
const CONFIG_FILE = /(\.(json|ya?ml|toml|ini|env|conf|cfg|properties)$)|config/i;
const SETTING = /^\s*["']?([A-Za-z][\w.-]{1,40})["']?\s*[:=]\s*["']?([A-Za-z0-9][\w.:-]{0,40}?)["']?\s*,?\s*$/;

export function recallProbes(walk: SessionWalk, frequency: ReadonlyMap<string, number>, cwd?: string): Probe[] {
  return [...errorProbes(walk), ...constraintProbes(walk, frequency), ...valueProbes(walk, cwd)];
}

/**
 * The most distinctive token of a failed step's error lines, if it has one: an error code anywhere in them beats a
 * rule id, which beats an exception class, which beats a position (so `FAIL src/a/b.test.ts` does not hide the code).
 */
export function errorKey(text: string): string | undefined {
  const lines = text.split('\n').filter((line) => ERROR_LINE.test(line));
  for (const pattern of ERROR_TOKENS) {
    const token = lines.map((line) => pattern.exec(line)?.[1]).find((t) => t !== undefined);
    if (token) return token;
  }
  return undefined;
}

const describeStep = (step: ToolStep): string =>
  step.name === 'bash' && typeof step.args.command === 'string'
    ? `the command \`${step.args.command.replace(/^cd\s+\S+\s*&&\s*/, '').slice(0, 60)}\``
    : `the ${step.name} step`;

function errorProbes(walk: SessionWalk): Probe[] {
  const byKey = new Map<string, ToolStep>();
  for (const step of walk.steps) {
    const key = step.failed && step.resultText ? errorKey(step.resultText) : undefined;
    if (!key) continue;
    byKey.delete(key);
    byKey.set(key, step);
  }
  return [...byKey.entries()].slice(-MAX_ERRORS).map(([key, step], i) => ({
    id: `recall.error:${i + 1}`,
    category: 'recall',
    kind: 'recall.error',
    question: `Which error code, rule or exception did ${describeStep(step)} fail with?`,
    type: 'identifier',
    match: 'one',
    keys: [key],
    evidence: [step.resultEntryId ?? step.entryId],
    grading: 'exact',
    source: 'derived',
  }));
}

function constraintProbes(walk: SessionWalk, frequency: ReadonlyMap<string, number>): Probe[] {
  const found: Probe[] = [];
  for (const turn of walk.users) {
    for (const sentence of turn.text.split(/(?<=[.!?])\s+|\n+/)) {
      if (!CONSTRAINT.test(sentence) || sentence.length > 400) continue;
      const terms = keyTerms(sentence, frequency, 3);
      const keys = terms.strong.length > 0 ? terms.strong : terms.weak;
      if (keys.length === 0) continue;
      const opening = sentence.trim().split(/\s+/).slice(0, 4).join(' ');
      found.push({
        id: '',
        category: 'recall',
        kind: 'recall.constraint',
        question: `What did the user require or rule out in the sentence that begins "${opening}…"?`,
        type: 'text',
        match: 'terms',
        keys,
        evidence: [turn.entryId],
        grading: 'judge',
        source: 'derived',
      });
    }
  }
  return found.slice(-MAX_CONSTRAINTS).map((p, i) => ({ ...p, id: `recall.constraint:${i + 1}` }));
}

interface Setting {
  file: string;
  key: string;
  value: string;
  entryId: string;
}

const settingsIn = (text: string) =>
  text.split('\n').flatMap((line) => {
    const m = SETTING.exec(line);
    return m && /\d/.test(m[2]!) ? [{ key: m[1]!, value: m[2]! }] : [];
  });

/** The current value of every setting read from a config file, updated by later edits of the same key. */
export function currentSettings(walk: SessionWalk, cwd?: string): Setting[] {
  const current = new Map<string, Setting>();
  const put = (s: Setting) => {
    current.delete(`${s.file}\0${s.key}`);
    current.set(`${s.file}\0${s.key}`, s);
  };
  for (const step of walk.steps) {
    const path = typeof step.args.path === 'string' ? normalizePath(step.args.path, cwd) : undefined;
    if (!path || step.failed || !CONFIG_FILE.test(path)) continue;
    if (step.name === 'read' && step.resultText) {
      const found = settingsIn(step.resultText).slice(0, MAX_VALUES_PER_FILE);
      for (const s of found) put({ file: path, ...s, entryId: step.resultEntryId ?? step.entryId });
    } else if (step.name === 'edit' && typeof step.args.newText === 'string') {
      const edited = settingsIn(step.args.newText).filter((s) => current.has(`${path}\0${s.key}`));
      for (const s of edited) put({ file: path, ...s, entryId: step.entryId });
    }
  }
  return [...current.values()];
}

function valueProbes(walk: SessionWalk, cwd?: string): Probe[] {
  return currentSettings(walk, cwd)
    .slice(-MAX_VALUES)
    .map((s, i) => ({
      id: `recall.value:${i + 1}`,
      category: 'recall',
      kind: 'recall.value',
      question: `What is the current value of \`${s.key}\` in ${s.file}?`,
      type: /^\d+$/.test(s.value) ? 'number' : 'identifier',
      match: 'one',
      keys: [s.value],
      evidence: [s.entryId],
      grading: 'exact',
      source: 'derived',
    }));
}
