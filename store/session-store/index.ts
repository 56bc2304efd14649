/** The session store's public surface: appends, leaf moves, imports and the reads context rebuild needs. */
export {
  appendEntries,
  type AppendEntriesInput,
  type AppendFacts,
  type AppendPosition,
  type AppendResult,
  type BatchBuilder,
} from './append-entries';
export { createSession, type CreateSessionInput } from './create-session';
export { EntryNotFound, InvalidEntry, SessionBusy, SessionHandedOff, SessionNotFound, StreamConflict } from './errors';
export type { StoredEvent } from './event-rows';
export { importSession, type ImportResult, type ImportSessionInput } from './import-session';
export { importTranscript, type ImportTranscriptInput, type TranscriptImportResult } from './import-transcript';
export { loadActiveBranch, type LoadBranchInput, type LoadedBranch } from './load-branch';
export { moveLeaf, type MoveLeafInput, type MoveLeafResult } from './move-leaf';
export { readEntries, readEntryRange } from './read-entries';
export {
  contextFrom,
  contextTallyFrom,
  loadContextInputs,
  readContextAt,
  readSessionContext,
  type ContextAt,
  type ContextInputs,
  type ReadContextInput,
} from './read-context';
export { readTree, type TreeNode } from './read-tree';
export { describeLineage, readLineage, type Lineage } from './lineage';
export { appendStoreEvents, type AppendStoreEventsInput } from './append-store-events';
export { saveSnapcompactFrames, type SnapcompactFrameInput } from './save-snapcompact-frames';
export { deleteSession, type DeleteSessionInput, type DeleteSessionResult } from './delete-session';
export { purgeDeletedSessions, type PurgedSession, type PurgeInput } from './purge-sessions';
export { branchWithSummary, type BranchWithSummaryInput, type BranchWithSummaryResult } from './branch-with-summary';
export { readAgentConfig, recordAgentConfig, setAgentConfig, type StoredAgentConfig } from './agent-config';
