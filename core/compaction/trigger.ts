/** What started a compaction (compaction spec §3): persisted in workflow inputs and audit rows. The one list. */
export const COMPACTION_TRIGGERS = ['manual', 'overflow', 'incomplete', 'threshold', 'idle'] as const;

export type CompactionTrigger = (typeof COMPACTION_TRIGGERS)[number];
