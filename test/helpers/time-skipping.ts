/**
 * The time-skipping test environment for workflow tests of the fast tier: an in-memory Temporal test server (provided
 * by jest's global setup, test/helpers/time-skipping-server.ts) whose clock jumps ahead whenever every workflow waits,
 * so retry backoffs, Retry-After delays and timeouts of minutes pass in moments.
 */
import { TestWorkflowEnvironment } from '@temporalio/testing';

const unavailable = process.env.COMPACTOR_TEST_SERVER_UNAVAILABLE;

/**
 * `describe`, or `describe.skip` with the reason printed where no test server could be provided; where
 * COMPACTOR_REQUIRE_TIME_SKIPPING is set (CI) a missing server fails the file instead of skipping it.
 */
export function describeTimeSkipping(name: string, body: () => void): void {
  if (!unavailable) return describe(name, body);
  if (process.env.COMPACTOR_REQUIRE_TIME_SKIPPING) {
    throw new Error(`the time-skipping test server is required and missing: ${unavailable}`);
  }
  process.stderr.write(`skipping "${name}": ${unavailable}\n`);
  describe.skip(name, body);
}

/** A time-skipping environment of its own for the calling test file (the host serves many at once). */
export async function startTimeSkipping(): Promise<TestWorkflowEnvironment> {
  const executable = process.env.TEMPORAL_TEST_SERVER;
  if (!executable)
    throw new Error('TEMPORAL_TEST_SERVER is unset: the tests run under jest, whose global setup sets it');
  return TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: executable } },
  });
}
