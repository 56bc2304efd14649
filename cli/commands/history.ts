/** `compactor history <sessionId>`: the session's compaction audit rows (what ran, how, with what result). */
import type { Command } from 'commander';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as ListCompactionsModule from '../../store/compaction-reads/list-compactions';
import type * as SessionStoreModule from '../../store/session-store';
import type { MethodAttempt } from '../../schema';

/** The methods the chain passed over before the one that ran, with why (the audit row's attempts). */
export function passedOnAttempts(attempts: readonly MethodAttempt[] | null): string {
  const passed = (attempts ?? []).filter((a) => a.outcome === 'passed-on');
  return passed
    .map((a) => `[${a.method} passed on: ${a.reason ?? 'unknown'}${a.quality ? `, ${gateNote(a.quality)}` : ''}]`)
    .join(' ');
}

/** The quality gate on the summary that was committed, when it checked one: `[quality 0.67 missing files]`. */
export function committedQuality(attempts: readonly MethodAttempt[] | null): string {
  const used = (attempts ?? []).find((a) => a.outcome === 'used');
  return used?.quality ? `[${gateNote(used.quality)}]` : '';
}

const gateNote = (quality: NonNullable<MethodAttempt['quality']>): string => {
  const missing = quality.missing.length ? ` missing ${quality.missing.join(', ')}` : '';
  return `quality ${quality.score.toFixed(2)}${missing}${quality.retried ? ', retried' : ''}`;
};

export function registerHistory(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('history <sessionId>'))
    .description("list a session's compactions (audit rows)")
    .option('--json', 'print the rows as JSON')
    .action(async (sessionId: string, options: { tenant?: string; json?: boolean }) => {
      const { listCompactions } =
        require('../../store/compaction-reads/list-compactions') as typeof ListCompactionsModule;
      const store = require('../../store/session-store') as typeof SessionStoreModule;
      const { rows, lineage } = await withStore(getConfig, options.tenant, async (opened, tenantId) => ({
        rows: await listCompactions(opened.db, { tenantId, sessionId }),
        lineage: await store.readLineage(opened.db, { tenantId, sessionId }),
      }));
      const links = store.describeLineage(lineage).map((line) => `# ${line}\n`);
      printResult(
        rows,
        Boolean(options.json),
        () =>
          links.join('') +
          (rows.length === 0
            ? `no compactions for ${sessionId}`
            : rows
                .map(
                  (r) =>
                    [
                      r.startedAt.toISOString(),
                      r.trigger.padEnd(10),
                      r.status.padEnd(10),
                      (r.method ?? '-').padEnd(12),
                      `${r.tokensBefore ?? '-'} → ${r.tokensAfter ?? '-'}`,
                      r.compactionEntryId ?? (r.handedOffTo ? `→ ${r.handedOffTo}` : ''),
                      r.error ?? (r.passedOn ? `(handoff passed on: ${r.passedOn})` : ''),
                      r.model ? `[${r.model}, prompts ${r.promptHash?.slice(0, 12) ?? '-'}]` : '',
                    ].join('  ') +
                    (r.attempts?.some((a) => a.outcome === 'passed-on') ? `  ${passedOnAttempts(r.attempts)}` : '') +
                    (committedQuality(r.attempts) ? `  ${committedQuality(r.attempts)}` : ''),
                )
                .join('\n')),
      );
    });
}
