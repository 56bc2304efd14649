/**
 * What the SDK agent loops of the examples share: the tools they run, what a run reports, and awaiting the
 * compaction a turn started.
 */
import type { CompactorClient, components } from '../client';

/** The host's tools by name: each takes the call's arguments and answers text. */
export type ToolBox = Record<string, (input: Record<string, unknown>) => Promise<string> | string>;

export interface AgentReport {
  /** Model calls made. */
  steps: number;
  /** The compactions the turns started, in order, with how each ended. */
  compactions: { trigger: string; outcome: string }[];
  /** The final answer's text. */
  answer: string;
}

/** Waits for a compaction to finish (long polls of 30 s) and returns its result. */
export async function awaitCompaction(
  client: CompactorClient,
  sessionId: string,
  compactionId: string,
): Promise<components['schemas']['CompactionResult']> {
  for (;;) {
    const { data, error } = await client.GET('/v1/sessions/{sessionId}/compactions/{compactionId}', {
      params: { path: { sessionId, compactionId }, query: { wait: 30 } },
    });
    if (!data) throw new Error(`compaction ${compactionId}: ${JSON.stringify(error)}`);
    if (data.status === 'failed') throw new Error(`compaction ${compactionId} failed: ${data.error?.message}`);
    if (data.status === 'completed' && data.result) return data.result;
  }
}
