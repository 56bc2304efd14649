/**
 * Why a strategy's run failed, as its eval row names it: a workflow failure is Temporal's wrapper ("Workflow
 * execution failed") around the workflow's own failure, itself around the activity failure that caused it; the
 * innermost typed failure (an activity's ApplicationFailure: `ProviderAuth`, `ContextOverflow`, …) is the cause a
 * reader can act on. Only reads the error chain; the row shows no session content, only the failure's own message.
 */
import { ActivityFailure, ApplicationFailure } from '@temporalio/common';

export interface FailureCause {
  /** The typed failure's type, when the chain holds one (`ProviderAuth`, …). */
  type?: string;
  message: string;
}

/** The longest a row's message gets: a table row, not a stack trace. */
const MAX_MESSAGE = 400;

/**
 * The typed failure an activity threw (the ApplicationFailure directly under an ActivityFailure: below it are only
 * the original errors the failure keeps as its cause), else the innermost typed failure of the chain (one the
 * workflow threw itself), else the innermost error's message.
 */
export function failureCause(error: unknown): FailureCause {
  let activity: ApplicationFailure | undefined;
  let typed: ApplicationFailure | undefined;
  let innermost: unknown = error;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 20; e = e.cause, depth++) {
    innermost = e;
    if (e instanceof ActivityFailure && e.cause instanceof ApplicationFailure) activity ??= e.cause;
    if (e instanceof ApplicationFailure && e.type && !activity) typed = e;
  }
  typed = activity ?? typed;
  const message = (typed ?? (innermost as Error | undefined))?.message ?? String(error);
  return { ...(typed?.type ? { type: typed.type } : {}), message: message.slice(0, MAX_MESSAGE) };
}

/** The row's reason: `<type>: <message>` (just the message when no typed failure is in the chain). */
export const describeCause = (cause: FailureCause): string =>
  cause.type ? `${cause.type}: ${cause.message}` : cause.message;
