/**
 * What the eval sends to and reads back from its models (issue 23; quality spec §2 "Live readers", §4 (b)): the
 * probes as one JSON question list for the reader, the judge's items (question, expected facts, answer) and its
 * yes/no verdicts, and the probe writer's decisions turned into decision probes. Each reply is JSON, possibly in a
 * code fence; a reply that is not is a typed `bad-reply` value, never a guess. Pure: no model is called here.
 */
import type { Probe } from './probes';

export type Parsed<T> = { ok: true; value: T } | { ok: false; kind: 'bad-reply'; message: string };

/** The probes as the reader is asked them: ids and questions only (never their keys). */
export const readerQuestions = (probes: readonly Probe[]): string =>
  JSON.stringify(probes.map((p) => ({ id: p.id, question: p.question })));

/** The first JSON object of a reply, tolerating a code fence or prose around it. */
function jsonObject(text: string): Parsed<Record<string, unknown>> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  const bad = (message: string) => ({ ok: false as const, kind: 'bad-reply' as const, message });
  if (start < 0 || end < start) return bad('the reply holds no JSON object');
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : bad('the reply is not a JSON object');
  } catch {
    return bad('the reply is not valid JSON');
  }
}

const asText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(asText).join('\n')
    : typeof value === 'string'
      ? value
      : value == null
        ? ''
        : String(value);

/**
 * The reader's answers by probe id, from `{"answers": {"<id>": "…"}}` (or the id map itself). A probe the reply
 * does not answer gets "" (graded as an abstention); a list answer becomes one item per line.
 */
export function parseReaderAnswers(text: string, probes: readonly Probe[]): Parsed<Map<string, string>> {
  const parsed = jsonObject(text);
  if (!parsed.ok) return parsed;
  const inner = parsed.value.answers;
  const answers = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : parsed.value;
  const byId = answers as Record<string, unknown>;
  return { ok: true, value: new Map(probes.map((p) => [p.id, asText(byId[p.id]).trim()])) };
}

/** The judge's items: the question, the facts a correct answer states, and the reader's answer. */
export const judgeItems = (probes: readonly Probe[], answers: ReadonlyMap<string, string>): string =>
  JSON.stringify(
    probes.map((p) => ({ id: p.id, question: p.question, expected: p.keys, answer: answers.get(p.id) ?? '' })),
  );

/** The judge's verdicts by probe id from `{"<id>": "yes" | "no"}`: "yes" (any case, or `true`) is correct. */
export function parseVerdicts(text: string, probes: readonly Probe[]): Parsed<Map<string, boolean>> {
  const parsed = jsonObject(text);
  if (!parsed.ok) return parsed;
  const verdicts = (parsed.value.verdicts ?? parsed.value) as Record<string, unknown>;
  const yes = (v: unknown) => v === true || (typeof v === 'string' && /^\s*yes\b/i.test(v));
  return { ok: true, value: new Map(probes.map((p) => [p.id, yes(verdicts[p.id])])) };
}

/**
 * Decision probes from the probe writer's `{"decisions": [{"question", "choice", "reason", "evidence"}]}`: each asks
 * its question, expects the choice and the reason (as key terms; a judge grades them when one is configured) and
 * keeps only evidence ids the session has. A decision without a question, choice or evidence is dropped.
 */
export function parseDecisions(text: string, entryIds: ReadonlySet<string>): Parsed<Probe[]> {
  const parsed = jsonObject(text);
  if (!parsed.ok) return parsed;
  const list = parsed.value.decisions;
  if (!Array.isArray(list)) return { ok: false, kind: 'bad-reply', message: 'the reply has no "decisions" list' };
  const probes: Probe[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const question = asText(item?.question).trim();
    const keys = [asText(item?.choice).trim(), asText(item?.reason).trim()].filter((k) => k !== '');
    const evidence = (Array.isArray(item?.evidence) ? item.evidence : []).map(asText).filter((id) => entryIds.has(id));
    if (question === '' || keys.length === 0 || evidence.length === 0) continue;
    probes.push({
      id: `decision.model:${probes.length + 1}`,
      category: 'decision',
      kind: 'decision.model',
      question,
      type: 'text',
      match: 'terms',
      keys,
      evidence: [...new Set(evidence)].sort(),
      grading: 'judge',
      source: 'model',
    });
  }
  return { ok: true, value: probes };
}
