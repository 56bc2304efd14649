/**
 * recordSmokeRun: the smallest real workflow, proving that a worker, the Temporal server and the store are wired
 * together. It writes one row through an activity and returns what the store recorded.
 */
import { workflowInfo } from '@temporalio/workflow';
import type { SmokeRunInput, SmokeRunRecord } from '../store/insert-smoke-run';
import { db } from './proxies';

export async function recordSmokeRun(input: SmokeRunInput): Promise<SmokeRunRecord> {
  return db.insertSmokeRun({ ...input, workflowId: workflowInfo().workflowId });
}
