/**
 * The typed failures compactSession itself raises (docs/architecture.md, "Workflows"). Each fails the run with a clear
 * reason instead of failing the workflow task, which Temporal would retry forever, wedging the session: a later
 * trigger would attach to the stuck run. Workflow code never lets a plain runtime error escape on bad data.
 */
import { ApplicationFailure, isCancellation, TemporalFailure } from '@temporalio/workflow';

export type WorkflowFailureType =
  | 'InvalidModelReference'
  | 'InvalidCompactionInput'
  | 'CompactionWorkflowError'
  // A manual handoff whose document came back empty (an automatic one passes on to the next method).
  | 'HandoffEmpty';

export const workflowFailure = (type: WorkflowFailureType, message: string): ApplicationFailure =>
  ApplicationFailure.create({ type, message, nonRetryable: true });

/** Temporal failures (activity, application, cancellation) pass through; anything else becomes a typed failure. */
export function asRunFailure(error: unknown): unknown {
  if (error instanceof TemporalFailure) return error;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return workflowFailure('CompactionWorkflowError', `compactSession failed on unexpected data: ${text}`);
}

/**
 * The root cause for the audit row: the innermost typed failure's type and message ("ProviderAuth: …"), else the
 * innermost error; never the wrapper's "Activity task failed".
 */
export function rootCause(error: unknown): string {
  if (isCancellation(error)) return 'cancelled';
  let typed: ApplicationFailure | undefined;
  let inner: unknown = error;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof ApplicationFailure && e.type) typed = e;
    inner = e;
  }
  if (typed) return `${typed.type}: ${typed.message}`;
  if (inner instanceof Error) return `${inner.name}: ${inner.message}`;
  return String(inner);
}
