/**
 * `compactor append <sessionId> --format F FILE`: appends one turn of a host's agent loop from a JSON file —
 * `{ "input": [...], "response": {...} }` or `{ "input": [...], "error": { "status", "body" } }` in the format's
 * shapes — exactly as `POST …/turns` does (ids, parents, timestamps assigned; auto-compaction per the session's
 * settings). A compaction the append starts on the embedded stack is awaited, so that it finishes with the command.
 * An unreadable file or a turn the format cannot take is a usage error naming the JSON pointer (exit 2).
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { isWireFormat, WIRE_FORMATS, type WireFormatName } from '../../core/formats/names';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { serviceDeps, tenantOption, withStack } from '../session-command';
import type * as CompactionsService from '../../service/compactions';
import type * as TurnsService from '../../service/turns';
import type * as FormatsModule from '../../core/formats';

interface AppendOptions {
  tenant?: string;
  format: string;
  idempotencyKey?: string;
  json?: boolean;
}

export function registerAppend(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('append <sessionId> <file>'))
    .description("append one turn from a JSON file { input, response | error } in the host's wire format")
    .option('--format <format>', `one of ${WIRE_FORMATS.join(', ')}`, 'native')
    .option('--idempotency-key <key>', 'a retried append with the same key appends nothing and answers the first')
    .option('--json', 'print the append result (and the compaction it ran) as JSON')
    .action(async (sessionId: string, file: string, options: AppendOptions) => {
      const { format, turn } = readTurnFile(file, options.format);
      const { appendTurn } = require('../../service/turns') as typeof TurnsService;
      const { compactionResult } = require('../../service/compactions') as typeof CompactionsService;
      const { WireFormatError } = require('../../core/formats') as typeof FormatsModule;
      const printed = await withStack(getConfig, options.tenant, async (stack, tenantId) => {
        const ids = { tenantId, sessionId };
        const deps = serviceDeps(stack);
        const request = { format, turn, ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) };
        const appended = await appendTurn(deps, ids, request).catch((error: unknown) => {
          throw error instanceof WireFormatError ? new UsageError(`${file}: ${error.message}`) : error;
        });
        const result =
          appended.compaction && stack.temporal.embedded
            ? await compactionResult(deps, ids, appended.compaction.id)
            : undefined;
        return { ...appended, ...(result ? { compactionResult: result } : {}) };
      });
      printResult(printed, Boolean(options.json), () => describe(sessionId, printed));
    });
}

function readTurnFile(file: string, flag: string): { format: WireFormatName; turn: unknown } {
  if (!isWireFormat(flag)) throw new UsageError(`--format must be one of ${WIRE_FORMATS.join(', ')}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new UsageError(`${file}: a turn is a JSON object { input, response } or { input, error }`);
  }
  const { format, ...turn } = raw as Record<string, unknown>;
  if (format !== undefined && format !== flag) {
    throw new UsageError(`${file} says format ${JSON.stringify(format)}, --format says ${flag}`);
  }
  return { format: flag, turn };
}

type Printed = Awaited<ReturnType<typeof TurnsService.appendTurn>> & {
  compactionResult?: Awaited<ReturnType<typeof CompactionsService.compactionResult>>;
};

function describe(sessionId: string, printed: Printed): string {
  const head = printed.replayed
    ? `already appended (idempotency key): session ${sessionId} at seq ${printed.lastSeq}`
    : `appended ${printed.appended} entries to ${sessionId}: seq ${printed.lastSeq}, ~${printed.contextTokens} context tokens`;
  const compaction = printed.compaction;
  if (!compaction)
    return printed.compactionDeferred ? `${head}\ncompaction deferred: ${printed.compactionDeferred}` : head;
  const result = printed.compactionResult;
  const ran = result ? `: ${result.outcome}${result.willRetry ? ', retry the turn' : ''}` : ' (running on the workers)';
  const next = result?.continuationPrompt ? `\ncontinue with this user turn:\n${result.continuationPrompt}` : '';
  return `${head}\n${compaction.trigger} compaction ${compaction.id}${ran}${next}`;
}
