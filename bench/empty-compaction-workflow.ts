/**
 * The floor of a compaction's orchestration (bench:compaction): a workflow of the same shape as compactSession's
 * common path, a local activity opening the run in the first workflow task, one regular activity, a local activity
 * committing in the second, with activities that do nothing. Its latency is what the Temporal server and SDK cost
 * for that shape on the machine, measured beside the real workflow. Bundled by the benchmark only, never with the
 * product's workflows.
 */
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';

export interface EmptyActivities {
  emptyStep(step: string): Promise<string>;
}

const local = proxyLocalActivities<EmptyActivities>({ startToCloseTimeout: '30 seconds' });
const regular = proxyActivities<EmptyActivities>({ startToCloseTimeout: '30 seconds' });

export async function emptyCompaction(): Promise<string> {
  await local.emptyStep('open');
  await regular.emptyStep('summarize');
  return local.emptyStep('commit');
}
