/** What the compaction activities are built from; the worker (or a test) supplies it. */
import type { Db } from '../db/database';
import type { HookRunner } from '../hooks/run-hooks';
import type { Llm } from '../llm';

export interface CompactionDeps {
  db: Db;
  llm: Llm;
  hooks: HookRunner;
  /** Wall clock for timestamps written by activities (tests pin it). */
  now: () => number;
}
