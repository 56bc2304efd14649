/** What the compaction activities are built from; the worker (or a test) supplies it. */
import type { Db } from '../../store/database';
import type { HookRunner } from '../hooks/run-hooks';
import type { Llm } from '../llm';
import type { FontSet } from '../../core/snapcompact/font';
import type { PriceTable } from '../../core/usage/prices';

export interface CompactionDeps {
  db: Db;
  llm: Llm;
  hooks: HookRunner;
  /** The verified snapcompact fonts (loaded once, on first use when the worker did not preload them). */
  fonts: () => Promise<FontSet>;
  /** Wall clock for timestamps written by activities (tests pin it). */
  now: () => number;
  /** The price table cost budgets are checked at (COMPACTOR_PRICE_TABLE over the defaults); default the defaults. */
  prices?: PriceTable;
  /** The workflow program of the worker (its bundle's hash), recorded on every audit row it writes. */
  programVersion?: string;
}

/** The worker's program for an audit row, when the worker knows it. */
export const programOf = (deps: Pick<CompactionDeps, 'programVersion'>) =>
  deps.programVersion ? { programVersion: deps.programVersion } : {};
