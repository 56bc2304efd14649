/**
 * The Temporal CLI every test uses: the executable jest's global setup found or provided with the project's own
 * resolution (test/helpers/global-setup.ts, as the embedded stack's) and exported as TEMPORAL_CLI. A test that
 * starts a dev server itself spawns this path, never a bare `temporal` looked up on PATH.
 */
export function temporalCli(): string {
  const executable = process.env.TEMPORAL_CLI;
  if (!executable) throw new Error('TEMPORAL_CLI is unset: the tests run under jest, whose global setup provides it');
  return executable;
}
