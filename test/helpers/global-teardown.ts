/** Runs once after the whole jest run, in global-setup.ts's process: stops what it started for every test file. */
export default function globalTeardown(): void {
  (globalThis as { stopTimeSkippingHost?: () => void }).stopTimeSkippingHost?.();
}
