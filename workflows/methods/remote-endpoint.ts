/**
 * The remote-endpoint method (compaction spec §3.9, §7.1): with `settings.remoteEndpoint` set (and `remoteEnabled`
 * not false) the summary is first asked of that endpoint, for every strategy but snapcompact. A failure of that
 * activity (a typed non-retryable one such as malformed JSON, or a retryable one after its few attempts) passes on;
 * the compaction says why in its warning, naming the method that then compacted. Patch `remoteEndpointMethod`:
 * runs recorded before it never call it.
 */
import type { CompactionMethod } from '../method-types';
import { patchApplies } from '../patches';
import { fallible } from '../proxies';
import { qualityGateMode } from './quality-gate';
import { rootCause } from '../workflow-failures';
import { plannedContent, summaryEntry } from './entry-fields';
import { asksSnapcompact } from './snapcompact';
import type { MadeEntry } from '../method-types';

/**
 * What compacted after the endpoint failed. Before patch `openaiStreamingCompaction` every native result was called
 * OpenAI's (wrong for Anthropic's); from it on, the native method that compacted is named. Asked only then.
 */
function compactedAfterEndpoint(made: MadeEntry): string {
  if (!made.native) return 'summarized locally';
  return made.compactedBy && patchApplies('openaiStreamingCompaction')
    ? made.compactedBy
    : 'compacted by OpenAI natively';
}

export const remoteEndpoint: CompactionMethod = {
  name: 'remote',
  makes: 'entry',
  callsProvider: true,
  progress: 'remote',
  applies: ({ input }) =>
    Boolean(input.settings?.remoteEndpoint) &&
    input.settings?.remoteEnabled !== false &&
    !asksSnapcompact(input) &&
    patchApplies('remoteEndpointMethod'),
  async run(run) {
    const { input } = run;
    const summary = await fallible.summarizeCompaction({
      ...plannedContent(run),
      remoteEndpoint: input.settings?.remoteEndpoint,
      instructions: input.instructions,
      reserveTokens: input.settings?.reserveTokens,
      additionalContext: run.entry?.extra.context,
      promptOverride: run.entry?.extra.prompt,
      qualityGate: qualityGateMode(run),
    });
    return summaryEntry(run, summary, 'remote');
  },
  passOn: (error) => rootCause(error),
  note: (reason, made) => `Remote endpoint failed (${reason}); ${compactedAfterEndpoint(made)}.`,
};
