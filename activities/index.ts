/** The activity object a worker registers, built from its dependencies (no module-level clients). */
import { createCompactionActivities } from './compaction';
import type { Db } from '../store/database';
import { createSmokeRunActivities } from '../store/insert-smoke-run';
import type { CompactionHooks } from './hooks/compaction-hooks';
import { createHookRunner, type HookFailure } from './hooks/run-hooks';
import type { Llm } from './llm';
import type { FontSet } from '../core/snapcompact/font';
import type { PriceTable } from '../core/usage/prices';
import { createIdleActivities } from './idle';
import { createOpenCompactionRun } from './compaction/open-run';
import { loadSnapcompactFonts } from './snapcompact/fonts';
import { inUsageScope, recordingLlm } from './usage/record-usage';

export interface ActivityDeps {
  db: Db;
  llm: Llm;
  /** The host's extensions, run in order around each compaction. */
  hooks?: readonly CompactionHooks[];
  onHookFailure?: (failure: HookFailure) => void;
  /** Preloaded, manifest-verified fonts; loaded on first snapcompact use when absent. */
  fonts?: FontSet;
  now?: () => number;
  /** The price table cost budgets are checked at; default the defaults. */
  prices?: PriceTable;
  /** The worker's workflow program (worker/bundle.ts `programVersion`), kept on the audit rows. */
  programVersion?: string;
}

export function createActivities(deps: ActivityDeps) {
  const hooks = createHookRunner(deps.hooks ?? [], { onFailure: deps.onHookFailure });
  let loaded: Promise<FontSet> | undefined = deps.fonts ? Promise.resolve(deps.fonts) : undefined;
  const fonts = () => (loaded ??= loadSnapcompactFonts());
  const compaction = createCompactionActivities({
    db: deps.db,
    llm: recordingLlm(deps.llm, deps.db),
    hooks,
    fonts,
    now: deps.now ?? Date.now,
    ...(deps.prices ? { prices: deps.prices } : {}),
    ...(deps.programVersion ? { programVersion: deps.programVersion } : {}),
  });
  const idle = createIdleActivities({ db: deps.db, now: deps.now ?? Date.now });
  return inUsageScope({
    ...createSmokeRunActivities(deps.db),
    ...compaction,
    ...idle,
    openCompactionRun: createOpenCompactionRun({ ...compaction, ...idle }),
  });
}

export type Activities = ReturnType<typeof createActivities>;
