/**
 * The idle sweep's knobs, resolved and checked before the sweep reads anything: rows per page, tenants sharing a
 * page, and compaction starts in flight at once (the sweep waits for a child's start, never for its result, so this
 * bounds the start rate; the workers' activity slots bound the compactions themselves). Pure.
 */
export interface SweepKnobInput {
  pageSize?: number;
  tenantsPerPage?: number;
  startsInFlight?: number;
}

export type SweepKnobs = Required<SweepKnobInput>;

export const SWEEP_KNOB_LIMITS: Record<keyof SweepKnobs, { fallback: number; min: number; max: number }> = {
  pageSize: { fallback: 100, min: 1, max: 1000 },
  tenantsPerPage: { fallback: 10, min: 1, max: 100 },
  // Temporal refuses more than 2,000 pending children per run; starts in flight stay far below.
  startsInFlight: { fallback: 25, min: 1, max: 200 },
};

/** The knobs with their defaults, or the problems (one per bad knob, naming its range). */
export function sweepKnobs(input: SweepKnobInput): { knobs: SweepKnobs } | { problems: string[] } {
  const knobs = {} as SweepKnobs;
  const problems: string[] = [];
  for (const [name, limit] of Object.entries(SWEEP_KNOB_LIMITS) as [
    keyof SweepKnobs,
    (typeof SWEEP_KNOB_LIMITS)['pageSize'],
  ][]) {
    const value = input[name] ?? limit.fallback;
    if (!Number.isInteger(value) || value < limit.min || value > limit.max) {
      problems.push(`${name} must be an integer from ${limit.min} to ${limit.max}`);
    }
    knobs[name] = value;
  }
  return problems.length > 0 ? { problems } : { knobs };
}
