/**
 * The default quality gate (`check`) on the fake provider's `summary <n>` answers: every such summary is recorded on
 * its audit attempt as failing the checks (too short, no sections) and committed anyway.
 */
export const CHECKED_FAKE_SUMMARY = expect.objectContaining({ mode: 'check', passed: false, retried: false });
