/**
 * `compactor eval <sessionId | file | dir>`: the quality eval of issue 23 on the stack the other commands use (the
 * embedded dev server and store, or TEMPORAL_ADDRESS and DATABASE_URL). Each strategy compacts its own copy of each
 * session through the compactSession workflow; the baselines come from the same cut; the offline reference reader —
 * what the context contains, an upper bound of recall — answers the probes. Prints a table per session or, with
 * `--json`, the whole report. Summaries come from whichever provider the configuration names (docs/quality-eval.md).
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Probe } from '../../core/quality/probes';
import { parseModelRef } from '../../core/models/model-catalog';
import type { ConfigLoader } from '../config-loader';
import { UsageError } from '../errors';
import { printResult } from '../output';
import { withStack } from '../session-command';
import { resolveEvalTarget } from '../../service/quality-eval/eval-inputs';
import {
  DEFAULT_EVAL_MODEL,
  DEFAULT_EVAL_STRATEGIES,
  EVAL_STRATEGIES,
  isEvalStrategy,
  type EvalStrategy,
} from '../../service/quality-eval/strategies';
import type * as FontsModule from '../../activities/snapcompact/fonts';
import type * as FrameDecoderModule from '../../activities/snapcompact/frame-decoder';
import type * as ProbeFileModule from '../../core/quality/probe-file';
import type * as RunEvalModule from '../../service/quality-eval/run-eval';
import type { EvalRequest } from '../../service/quality-eval/run-eval';

/** A refused argument of `eval`: exits 2, and `--json` names its type. */
export class EvalArgumentError extends UsageError {
  constructor(
    readonly type:
      'session-file-not-found' | 'no-session-files' | 'unknown-strategy' | 'bad-probe-file' | 'no-live-reader',
    message: string,
  ) {
    super(message);
  }
}

interface EvalOptions {
  tenant?: string;
  strategies?: string;
  model?: string;
  reader: string;
  judge?: string;
  probes: string;
  json?: boolean;
}

export function registerEval(program: Command, getConfig: ConfigLoader): void {
  program
    .command('eval <target>')
    .description('measure what each compaction strategy keeps of a session (a stored id, a .jsonl file or a directory)')
    .option('--tenant <tenant>', 'tenant of a stored session and of the copies (default: COMPACTOR_TENANT)')
    .option(
      '--strategies <list>',
      `comma-separated, of ${EVAL_STRATEGIES.join(', ')}`,
      DEFAULT_EVAL_STRATEGIES.join(','),
    )
    .option('--model <provider/id>', "the session's active model (summarizer and frame shape)", DEFAULT_EVAL_MODEL)
    .option('--reader <reader>', 'who answers the probes: reference (offline, an upper bound of recall)', 'reference')
    .option('--judge <provider/id>', 'a judge model for free-text answers (not built yet: key terms grade them)')
    .option('--probes <auto|file>', 'derived from each session (auto) or a curated JSONL probe file', 'auto')
    .option('--json', 'print the report as JSON')
    .action(async (target: string, options: EvalOptions) => {
      const request = evalRequest(target, options);
      const { runEval, describeEval } = require('../../service/quality-eval/run-eval') as typeof RunEvalModule;
      const { loadSnapcompactFonts } = require('../../activities/snapcompact/fonts') as typeof FontsModule;
      const { decodeFrame } = require('../../activities/snapcompact/frame-decoder') as typeof FrameDecoderModule;
      const fonts = await loadSnapcompactFonts();
      const report = await withStack(getConfig, options.tenant, (stack, tenantId) =>
        runEval(
          { client: stack.client, db: stack.store.db, taskQueue: stack.taskQueue, tenantId, fonts, decodeFrame },
          request,
        ),
      );
      printResult(report, Boolean(options.json), () => describeEval(report));
    });
}

/** Every argument checked before a stack starts: a refused one costs no dev server. */
export function evalRequest(target: string, options: EvalOptions): EvalRequest {
  const resolved = resolveEvalTarget(target);
  if (!resolved.ok) throw new EvalArgumentError(resolved.type, resolved.message);
  const strategies = (options.strategies ?? '').split(',').map((s) => s.trim());
  const unknown = strategies.find((s) => !isEvalStrategy(s));
  if (unknown !== undefined)
    throw new EvalArgumentError(
      'unknown-strategy',
      `unknown strategy "${unknown}": one of ${EVAL_STRATEGIES.join(', ')}`,
    );
  if (options.reader !== 'reference' || options.judge !== undefined)
    throw new EvalArgumentError(
      'no-live-reader',
      'live reader and judge models are not built yet: the offline reference reader is the only reader',
    );
  const model = options.model ?? DEFAULT_EVAL_MODEL;
  if (!parseModelRef(model)) throw new UsageError('--model must look like provider/id');
  return {
    target: resolved.target,
    strategies: [...new Set(strategies)] as EvalStrategy[],
    model,
    ...(options.probes === 'auto' ? {} : { probes: { file: options.probes, probes: readProbeFile(options.probes) } }),
  };
}

function readProbeFile(file: string): Probe[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new EvalArgumentError('bad-probe-file', `--probes: cannot read ${file}`);
  }
  // The probe schema is zod's: loaded only when a probe file is given.
  const { parseProbeFile } = require('../../core/quality/probe-file') as typeof ProbeFileModule;
  const parsed = parseProbeFile(text);
  if (!parsed.ok)
    throw new EvalArgumentError(
      'bad-probe-file',
      parsed.line ? `--probes ${file}, line ${parsed.line}: ${parsed.message}` : `--probes ${file}: ${parsed.message}`,
    );
  return parsed.probes;
}
