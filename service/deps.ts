/** What the service layer runs against: the store, a Temporal client and the task queue of the workers. */
import type { Client } from '@temporalio/client';
import type { PriceTable } from '../core/usage/prices';
import type { Db } from '../store/database';
import type { ContextCache } from './context-cache';

export interface ServiceDeps {
  readonly db: Db;
  readonly client: Client;
  readonly taskQueue: string;
  /**
   * A worker of `taskQueue` runs in this process on the client's (native) connection: starts request eager start, so
   * the first workflow task comes back in the start response. Absent for a client of a cluster.
   */
  readonly eagerStart?: boolean;
  /** Running compactions a tenant may have at once; a start beyond it is a CompactionLimitReached. */
  readonly maxConcurrentCompactions: number;
  /**
   * The workers load a hooks module (COMPACTOR_HOOKS_MODULE): a plain navigation then runs through summarizeBranch
   * so that the tree hooks see it (they live on the workers); without one it stays a direct leaf move.
   */
  readonly treeHooks?: boolean;
  /** The server's memory of loaded branches (context-cache.ts); absent in one-shot CLI commands. */
  readonly contextCache?: ContextCache;
  /** The price table of usage estimates and cost budgets (COMPACTOR_PRICE_TABLE over the defaults); default the defaults. */
  readonly prices?: PriceTable;
  /** The clock of time-dependent decisions (the per-turn idle rule); default Date.now. */
  readonly now?: () => number;
}
