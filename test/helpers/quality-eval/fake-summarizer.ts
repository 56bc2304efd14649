/**
 * The summaries an offline eval scores (issue 23: "LLM summaries come from the fakes and score what the fakes
 * return"): the wire fake answers every summarizer call with an extractive summary of the conversation it was sent,
 * in the prompt's sections — Goal (the first user message), Constraints & Preferences (user sentences with
 * only/never/always/must/don't), Progress (every file path the conversation names, up to 60), Next Steps (the last
 * user message). It keeps no error codes, values or decisions: a floor for what a real model writes, not a model.
 */
import type { RecordedRequest, Step } from '../../fakes/fake-provider-server';

/** Every string of a request body, in order (the prompt sits at a different place per provider). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const PATH = /(?:[\w.@-]+\/)+[\w.-]+\.[A-Za-z]{1,5}\b/g;
const CONSTRAINT = /[^.!?\n]*\b(only|never|always|must|don't|do not)\b[^.!?\n]*[.!?]?/gi;

export function extractiveSummary(request: RecordedRequest): string {
  const text = strings(request.body).join('\n');
  const conversation = /<conversation>([\s\S]*)<\/conversation>/.exec(text)?.[1] ?? text;
  const users = [...conversation.matchAll(/\[User\]: ([\s\S]*?)(?=\n\n\[|$)/g)].map((m) => m[1]!.trim());
  const paths = [...new Set(conversation.match(PATH) ?? [])].slice(0, 60);
  const constraints = users.flatMap((u) => u.match(CONSTRAINT) ?? []).slice(0, 8);
  const clip = (s: string | undefined, n: number) => (s ?? '(none)').slice(0, n);
  return [
    '## Goal',
    clip(users[0], 300),
    '',
    '## Constraints & Preferences',
    ...(constraints.length ? constraints.map((c) => `- ${clip(c.trim(), 200)}`) : ['- (none)']),
    '',
    '## Progress',
    '### Done',
    ...(paths.length ? paths.map((p) => `- [x] Worked on ${p}`) : ['- [x] (nothing recorded)']),
    '',
    '## Next Steps',
    `1. ${clip(users.at(-1), 400).replace(/\n/g, ' ')}`,
    '',
  ].join('\n');
}

/** Tokens the fake's answers held (chars/4): the summarizer's output side of an arm. */
export function extractiveResponder(spent: { outputChars: number }) {
  return (request: RecordedRequest): Step => {
    const text = extractiveSummary(request);
    spent.outputChars += text.length;
    return { text };
  };
}
