/**
 * `compactor plan <sessionId | file.jsonl>`: a dry run of the deterministic part of a compaction. Builds the
 * compaction index of the active branch and prints what a compaction would prune, summarize and keep — entry ids
 * and numbers, no content. Works on a session file without a database.
 */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import type { CompactionSettings } from '../../core/compaction/settings';
import { UsageError } from '../errors';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type { ConfigLoader } from '../config-loader';
import type { SessionEntry } from '../../core';
import type * as SettingsModule from '../../core/compaction/settings';
import type * as BuildCompactionIndexModule from '../../core/compaction/build-compaction-index';
import type * as CompactionIndexModule from '../../core/compaction/compaction-index';
import type * as DecisionTokensModule from '../../core/compaction/decision-tokens';
import type * as PlanCompactionModule from '../../core/compaction/plan-compaction';
import type * as SessionStoreModule from '../../store/session-store';
import type * as ReadSessionPathModule from '../read-session-path';

interface PlanOptions {
  keepRecentTokens?: string;
  reserveTokens?: string;
  contextWindow?: string;
  json?: boolean;
  tenant?: string;
}

export function registerPlan(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('plan'))
    .description('dry run: print what a compaction of the session would prune, summarize and keep')
    .argument('<session>', 'a session file (.jsonl, any upstream version) or a stored session id')
    .option('--keep-recent-tokens <n>', 'tokens of recent history kept verbatim (default 20000)')
    .option('--reserve-tokens <n>', 'reserve subtracted from the context window for the threshold')
    .option('--context-window <n>', 'context window of the model; adds the threshold decision')
    .option('--json', 'print the plan as JSON')
    .action(async (session: string, options: PlanOptions) => {
      // The modules plan uses, not core/index: that would load the zod entry schemas too.
      const { DEFAULT_COMPACTION_SETTINGS, compactionThreshold, shouldCompact } =
        require('../../core/compaction/settings') as typeof SettingsModule;
      const { buildCompactionIndex } =
        require('../../core/compaction/build-compaction-index') as typeof BuildCompactionIndexModule;
      const { indexPayloadBytes } = require('../../core/compaction/compaction-index') as typeof CompactionIndexModule;
      const { decisionTokens } = require('../../core/compaction/decision-tokens') as typeof DecisionTokensModule;
      const { planCompaction } = require('../../core/compaction/plan-compaction') as typeof PlanCompactionModule;
      const settings: CompactionSettings = { ...DEFAULT_COMPACTION_SETTINGS };
      settings.keepRecentTokens = count('--keep-recent-tokens', options.keepRecentTokens) ?? settings.keepRecentTokens;
      const reserve = count('--reserve-tokens', options.reserveTokens);
      if (reserve !== undefined) settings.reserveTokens = reserve;
      const window = count('--context-window', options.contextWindow, 1);
      const index = buildCompactionIndex(await loadPath(getConfig, session, options.tenant));
      const result = planCompaction(index, { keepRecentTokens: settings.keepRecentTokens });
      const report = {
        ...(result.kind === 'plan'
          ? {
              firstKeptEntryId: result.firstKeptEntryId,
              isSplitTurn: result.isSplitTurn,
              turnStartEntryId: result.turnStartEntryId,
              tokensBefore: result.tokensBefore,
              keepRecentTokens: result.keepRecentTokens,
              summarize: result.summarize,
              turnPrefix: result.turnPrefix,
              keep: result.keep,
              prune: result.prune.map((p) => p.id),
              previousCompactionId: result.previousCompactionId ?? null,
            }
          : { skip: result.reason, prune: result.prune.map((p) => p.id) }),
        indexEntries: index.ids.length,
        indexFrom: index.from,
        indexBytes: indexPayloadBytes(index),
        ...(window === undefined
          ? {}
          : {
              contextTokens: decisionTokens(index),
              threshold: compactionThreshold(window, settings),
              shouldCompact: shouldCompact(decisionTokens(index), window, settings),
            }),
      };
      printResult(report, Boolean(options.json), () => describe(report));
    });
}

/** A whole, non-negative token count (at least `min`), or undefined when the option is absent. */
function count(flag: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`${flag} must be an integer ≥ ${min}, got ${JSON.stringify(value)}`);
  }
  return n;
}

/** The active path: from a session file (no database), or from the store for a session id. */
async function loadPath(getConfig: ConfigLoader, session: string, tenant: string | undefined): Promise<SessionEntry[]> {
  if (existsSync(session))
    return (await (require('../read-session-path') as typeof ReadSessionPathModule).readSessionPath(session)).path;
  if (session.endsWith('.jsonl') || session.includes('/') || session.includes('\\')) {
    throw new Error(`session file not found: ${session}`);
  }
  const { loadActiveBranch } = require('../../store/session-store') as typeof SessionStoreModule;
  const branch = await withStore(getConfig, tenant, (store, tenantId) =>
    loadActiveBranch(store.db, { tenantId, sessionId: session }),
  );
  return branch.entries;
}

function describe(report: Record<string, unknown>): string {
  const ids = (key: string) => (report[key] as string[] | undefined)?.length ?? 0;
  if (typeof report.skip === 'string') {
    return `nothing to compact: ${report.skip}; prune ${ids('prune')} tool results (index: ${String(report.indexEntries)} entries, ${String(report.indexBytes)} bytes)`;
  }
  return [
    `first kept entry: ${String(report.firstKeptEntryId)}${report.isSplitTurn ? ` (split turn from ${String(report.turnStartEntryId)})` : ''}`,
    `tokens before:    ${String(report.tokensBefore)} (keep budget ${String(report.keepRecentTokens)})`,
    `summarize:        ${ids('summarize')} messages, turn prefix ${ids('turnPrefix')}, keep ${ids('keep')}`,
    `prune:            ${ids('prune')} tool results`,
    `index:            ${String(report.indexEntries)} entries from ${String(report.indexFrom)}, ${String(report.indexBytes)} bytes`,
    ...(report.threshold === undefined
      ? []
      : [
          `threshold:        ${String(report.threshold)}, context ${String(report.contextTokens)} (compact now: ${String(report.shouldCompact)})`,
        ]),
  ].join('\n');
}
