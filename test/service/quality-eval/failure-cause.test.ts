/**
 * A failed strategy's row names its cause: the typed failure the activity threw, found under Temporal's workflow
 * and activity wrappers, not the wrapper's "Workflow execution failed".
 */
import { WorkflowFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { describeCause, failureCause } from '../../../service/quality-eval/failure-cause';

const providerAuth = ApplicationFailure.create({
  type: 'ProviderAuth',
  message: 'no usable summarizer: set ANTHROPIC_API_KEY on the worker',
  nonRetryable: true,
  cause: new Error('the original SDK error'),
});
const activity = (cause: Error) =>
  new ActivityFailure('Activity task failed', 'summarizeRange', '7', RetryState.NON_RETRYABLE_FAILURE, 'w', cause);
const workflowFailed = (cause: Error) =>
  new WorkflowFailedError('Workflow execution failed', cause, RetryState.NON_RETRYABLE_FAILURE);

describe('failureCause', () => {
  it('unwraps a workflow failure to the typed failure its activity threw', () => {
    const cause = failureCause(workflowFailed(activity(providerAuth)));
    expect(cause).toEqual({
      type: 'ProviderAuth',
      message: 'no usable summarizer: set ANTHROPIC_API_KEY on the worker',
    });
    expect(describeCause(cause)).toBe('ProviderAuth: no usable summarizer: set ANTHROPIC_API_KEY on the worker');
  });

  it('keeps the activity failure when the workflow wrapped it in a typed failure of its own', () => {
    const wrapped = ApplicationFailure.create({
      type: 'MethodsExhausted',
      message: 'no method left',
      cause: activity(providerAuth),
    });
    expect(failureCause(workflowFailed(wrapped)).type).toBe('ProviderAuth');
  });

  it('names a typed failure the workflow threw itself when no activity failed', () => {
    const own = ApplicationFailure.create({ type: 'InvalidEntry', message: 'entry e1 is not in the session' });
    expect(describeCause(failureCause(workflowFailed(own)))).toBe('InvalidEntry: entry e1 is not in the session');
  });

  it('falls back to the innermost message of an untyped chain, cut to a table row', () => {
    expect(failureCause(new Error('outer', { cause: new Error('inner') }))).toEqual({ message: 'inner' });
    expect(failureCause(new Error('x'.repeat(900))).message).toHaveLength(400);
    expect(failureCause('a thrown string')).toEqual({ message: 'a thrown string' });
  });
});
