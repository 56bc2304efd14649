/**
 * `compactor sessions delete <id>` (an auditable event; the session then reads as not found) and
 * `compactor sessions purge --older-than 30d` (retention: physically removes sessions deleted before the bound).
 */
import type { Command } from 'commander';
import type { ConfigLoader } from '../config-loader';
import { parseDuration } from '../duration';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';

export function registerSessionsDelete(sessions: Command, getConfig: ConfigLoader): void {
  tenantOption(sessions.command('delete <sessionId>'))
    .description('delete a session (recorded as an event; reads then answer not found; `purge` removes the rows)')
    .option('--reason <text>', 'why, kept in the audit trail')
    .option('--json', 'print { sessionId, seq } as JSON')
    .action(async (sessionId: string, options: { tenant?: string; reason?: string; json?: boolean }) => {
      const { deleteSession } = require('../../store/session-store') as typeof SessionStoreModule;
      const result = await withStore(getConfig, options.tenant, (store, tenantId) =>
        deleteSession(store.db, { tenantId, sessionId, reason: options.reason }),
      );
      printResult(result, Boolean(options.json), () => `deleted session ${sessionId} (event ${result.seq})`);
    });
}

export function registerSessionsPurge(sessions: Command, getConfig: ConfigLoader): void {
  tenantOption(sessions.command('purge'))
    .description('physically remove the rows of sessions deleted longer ago than --older-than')
    .option('--older-than <duration>', 'how long a deleted session is kept: <n>d, <n>h, <n>m or <n>s', '30d')
    .option('--json', 'print { deletedBefore, purged: [{ sessionId, events }] } as JSON')
    .action(async (options: { tenant?: string; olderThan: string; json?: boolean }) => {
      const deletedBefore = new Date(Date.now() - parseDuration(options.olderThan));
      const { purgeDeletedSessions } = require('../../store/session-store') as typeof SessionStoreModule;
      const purged = await withStore(getConfig, options.tenant, (store, tenantId) =>
        purgeDeletedSessions(store.db, { tenantId, deletedBefore }),
      );
      const result = { deletedBefore: deletedBefore.toISOString(), purged };
      printResult(result, Boolean(options.json), () =>
        [
          `purged ${purged.length} session(s) deleted before ${result.deletedBefore}`,
          ...purged.map((p) => `  ${p.sessionId}  ${p.events} events`),
        ].join('\n'),
      );
    });
}
