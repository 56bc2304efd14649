/**
 * The longest and shortest a proposal (mode `propose`) may wait for its decision, and the default. Kept apart from
 * the zod schema that enforces them so the CLI can check `--proposal-ttl` without loading zod for `--help`.
 */
export const PROPOSAL_TTL_BOUNDS = { min: 60, max: 7 * 24 * 3600, default: 24 * 3600 } as const;
