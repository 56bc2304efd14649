/** `compactor navigate <sessionId> <entryId>`: moves the active leaf (a `leaf_moved` event), no summary. */
import type { Command } from 'commander';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../activities/db/session-store';

export function registerNavigate(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('navigate <sessionId> <entryId>'))
    .description('move the active leaf of a session to another entry')
    .option('--json', 'print { moved, from, to } as JSON')
    .action(async (sessionId: string, entryId: string, options: { tenant?: string; json?: boolean }) => {
      const { moveLeaf } = require('../../activities/db/session-store') as typeof SessionStoreModule;
      const result = await withStore(getConfig, options.tenant, (store, tenantId) =>
        moveLeaf(store.db, { tenantId, sessionId, to: entryId }),
      );
      printResult({ moved: result.moved, from: result.from, to: result.to }, Boolean(options.json), () =>
        result.moved ? `leaf moved from ${result.from} to ${result.to}` : `leaf already at ${result.to}`,
      );
    });
}
