/** `compactor history <sessionId>`: the session's compaction audit rows (what ran, how, with what result). */
import type { Command } from 'commander';
import type { ConfigLoader } from '../main';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as ListCompactionsModule from '../../activities/db/compaction-reads/list-compactions';

export function registerHistory(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('history <sessionId>'))
    .description("list a session's compactions (audit rows)")
    .option('--json', 'print the rows as JSON')
    .action(async (sessionId: string, options: { tenant?: string; json?: boolean }) => {
      const { listCompactions } =
        require('../../activities/db/compaction-reads/list-compactions') as typeof ListCompactionsModule;
      const rows = await withStore(getConfig, options.tenant, (store, tenantId) =>
        listCompactions(store.db, { tenantId, sessionId }),
      );
      printResult(rows, Boolean(options.json), () =>
        rows.length === 0
          ? `no compactions for ${sessionId}`
          : rows
              .map((r) =>
                [
                  r.startedAt.toISOString(),
                  r.trigger.padEnd(10),
                  r.status.padEnd(10),
                  (r.method ?? '-').padEnd(12),
                  `${r.tokensBefore ?? '-'} → ${r.tokensAfter ?? '-'}`,
                  r.compactionEntryId ?? '',
                  r.error ?? '',
                ].join('  '),
              )
              .join('\n'),
      );
    });
}
