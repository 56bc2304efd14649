/**
 * Summaries for the quality gate's tests: a session whose turns edit files and whose user messages carry exact
 * terms (backticked option names), and the fake summarizer's answers made bad the ways issue 23 names (the open
 * request dropped, the modified files dropped, cut off at the output limit, a refusal, an empty echo). The good
 * answer is the extractive fake's summary of the conversation it was sent (test/helpers/quality-eval).
 */
import type { SessionEntry } from '../../../core';
import type { RecordedRequest, Step } from '../../fakes/fake-provider-server';
import { successBody } from '../../fakes/provider-wire';
import { codingSession } from '../session-builder';
import { extractiveSummary } from './fake-summarizer';

/** codingSession's turns, every user message naming an option to rename, every even turn's read an edit. */
export function editingSession(turns: number): SessionEntry[] {
  return codingSession({ turns }).map((entry) => {
    if (entry.type !== 'message') return entry;
    const m = entry.message;
    if (m.role === 'user' && typeof m.content === 'string') {
      const turn = /bug (\d+)/.exec(m.content)![1]!;
      const content = `${m.content} by renaming the \`timeoutMs${turn}\` option to \`deadlineMs${turn}\`.`;
      return { ...entry, message: { ...m, content } };
    }
    // codingSession writes four entries a turn: the user, the tool call, its result, the answer.
    const index = Number(/(\d+)$/.exec(entry.id)?.[1] ?? 0);
    if (Math.floor(index / 4) % 2 === 1) return entry;
    if (m.role === 'assistant' && m.content.some((b) => b.type === 'toolCall')) {
      const content = m.content.map((b) =>
        b.type === 'toolCall' ? { ...b, name: 'edit', arguments: { ...b.arguments, oldText: 'a', newText: 'b' } } : b,
      );
      return { ...entry, message: { ...m, content } };
    }
    if (m.role === 'toolResult') {
      const content = [{ type: 'text' as const, text: 'Successfully replaced text.' }];
      return { ...entry, message: { ...m, toolName: 'edit', content } };
    }
    return entry;
  }) as SessionEntry[];
}

export const GATE_RETRY_MARK = 'rejected by a quality check';

/** The whole request as text (where the prompt sits differs per provider). */
export const requestText = (request: RecordedRequest): string => JSON.stringify(request.body);

export const isGateRetry = (request: RecordedRequest): boolean => requestText(request).includes(GATE_RETRY_MARK);

export type BadSummary =
  'missing open request' | 'missing modified files' | 'cut off (length)' | 'refusal' | 'empty echo';

/** The fake's answer to one summarizer call, made bad the given way. */
export function badAnswer(kind: BadSummary, request: RecordedRequest, call: number): Step {
  const good = extractiveSummary(request);
  switch (kind) {
    case 'missing open request':
      // Goal and Next Steps both quote a user message (the split turn's prefix summary has the latest as its Goal).
      return {
        text: good
          .replace(/## Goal\n[^\n]*/, '## Goal\nFix the reported bugs.')
          .replace(/## Next Steps\n1\. [^\n]*/, '## Next Steps\n1. Continue with the work.'),
      };
    case 'missing modified files':
      return { text: good.replace(/(- \[x\] Worked on [^\n]*\n)+/, '- [x] Several edits were made.\n') };
    case 'cut off (length)':
      return { status: 200, body: { ...(successBody('anthropic', good, call) as object), stop_reason: 'max_tokens' } };
    case 'refusal':
      return { text: "I'm sorry, but I can't help with summarizing this conversation." };
    case 'empty echo':
      return { text: 'Summary.' };
  }
}
