/** The workflow bundle's entry: exports workflow functions only. Their names are persisted: never rename one. */
export { recordSmokeRun } from './record-smoke-run';
export { compactSession } from './compact-session';
export { sweepIdleSessions } from './sweep-idle-sessions';
export { summarizeBranch } from './summarize-branch';
export { speculateCompaction } from './speculate-compaction';
