/** What started a compaction (compaction spec §3): persisted in workflow inputs and audit rows. */
export type CompactionTrigger = 'manual' | 'overflow' | 'incomplete' | 'threshold' | 'idle';
