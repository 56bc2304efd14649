/** `compactor sessions list`: the tenant's sessions with size, last activity and last compaction. */
import type { Command } from 'commander';
import type { SessionView } from '../../service/sessions';
import type * as SessionsService from '../../service/sessions';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';

export function registerSessionsList(sessions: Command, getConfig: ConfigLoader): void {
  tenantOption(sessions.command('list'))
    .description('list sessions, newest first: entries, last activity, last compaction')
    .option('--limit <n>', 'at most this many', '50')
    .option('--cursor <cursor>', 'continue after the page that returned this cursor')
    .option('--json', 'print { sessions, nextCursor } as JSON')
    .action(async (options: { tenant?: string; limit: string; cursor?: string; json?: boolean }) => {
      const limit = Math.max(1, Math.min(1000, Number(options.limit) || 50));
      const { listSessions } = require('../../service/sessions') as typeof SessionsService;
      const page = await withStore(getConfig, options.tenant, (store, tenantId) =>
        listSessions(store.db, tenantId, { limit, cursor: options.cursor }),
      );
      printResult(page, Boolean(options.json), () => describe(page.sessions, page.nextCursor));
    });
}

function describe(sessions: SessionView[], next: string | null): string {
  if (sessions.length === 0) return 'no sessions';
  const lines = sessions.map((s) =>
    [
      s.id.padEnd(36),
      `${s.entries} entries`.padStart(13),
      `active ${s.lastActivityAt}`,
      s.lastCompaction ? `compacted ${s.lastCompaction.at ?? '?'} (${s.lastCompaction.entryId})` : 'never compacted',
      ...(s.parentSessionId ? [`continues ${s.parentSessionId}`] : []),
      ...(s.handedOffTo ? [`handed off to ${s.handedOffTo}`] : []),
    ].join('  '),
  );
  return [...lines, ...(next ? [`more: --cursor ${next}`] : [])].join('\n');
}
