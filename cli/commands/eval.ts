/**
 * `compactor eval <sessionId | file | dir>`: the quality eval of issue 23 on the stack the other commands use (the
 * embedded dev server and store, or TEMPORAL_ADDRESS and DATABASE_URL). Each strategy compacts its own copy of each
 * session through the compactSession workflow; the baselines come from the same cut; the offline reference reader —
 * what the context contains, an upper bound of recall — or a live model (`--reader`, `--judge`) answers the probes,
 * and a probe-writer model (`--probe-writer`) writes decision probes. Every model is checked before the stack
 * starts (known to the catalog, its key set). Prints a table per session or, with `--json`, the whole report. Summaries come from whichever provider the configuration names (docs/quality-eval.md).
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
import type { LlmSettings } from '../../activities/llm/model-spec';
import { checkEvalModel } from '../../service/quality-eval/eval-models';
import type * as EvalPromptsModule from '../../service/quality-eval/eval-prompts';
import type * as LiveReaderModule from '../../service/quality-eval/live-reader';
import type * as ProbeWriterModule from '../../service/quality-eval/probe-writer';

/** A refused argument of `eval`: exits 2, and `--json` names its type. */
export class EvalArgumentError extends UsageError {
  constructor(
    readonly type:
      | 'session-file-not-found'
      | 'no-session-files'
      | 'unknown-strategy'
      | 'bad-probe-file'
      | 'unknown-model'
      | 'missing-model-key',
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
  probeWriter?: string;
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
    .option(
      '--reader <reference|provider/id>',
      'who answers the probes: reference (offline, an upper bound of recall) or a live model',
      'reference',
    )
    .option('--judge <provider/id>', 'a judge model for free-text answers (without one, key terms grade them)')
    .option('--probe-writer <provider/id>', 'a model that writes decision probes (without one, they are skipped)')
    .option('--probes <auto|file>', 'derived from each session (auto) or a curated JSONL probe file', 'auto')
    .option('--json', 'print the report as JSON')
    .action(async (target: string, options: EvalOptions) => {
      const settings = getConfig().llm;
      const { request, models } = evalRequest(target, options, settings);
      const { runEval, describeEval } = require('../../service/quality-eval/run-eval') as typeof RunEvalModule;
      const { loadSnapcompactFonts } = require('../../activities/snapcompact/fonts') as typeof FontsModule;
      const { decodeFrame } = require('../../activities/snapcompact/frame-decoder') as typeof FrameDecoderModule;
      const fonts = await loadSnapcompactFonts();
      const live = liveModels(models, settings);
      const report = await withStack(getConfig, options.tenant, (stack, tenantId) =>
        runEval(
          {
            client: stack.client,
            db: stack.store.db,
            taskQueue: stack.taskQueue,
            tenantId,
            fonts,
            decodeFrame,
            ...live,
          },
          request,
        ),
      );
      printResult(report, Boolean(options.json), () => describeEval(report));
    });
}

/** The live models an eval was given, each checked: known to the catalog, its provider's key configured. */
export interface EvalModels {
  reader?: string;
  judge?: string;
  probeWriter?: string;
}

/** Every argument checked before a stack starts: a refused one costs no dev server. */
export function evalRequest(
  target: string,
  options: EvalOptions,
  settings: LlmSettings,
): { request: EvalRequest; models: EvalModels } {
  const resolved = resolveEvalTarget(target);
  if (!resolved.ok) throw new EvalArgumentError(resolved.type, resolved.message);
  const strategies = (options.strategies ?? '').split(',').map((s) => s.trim());
  const unknown = strategies.find((s) => !isEvalStrategy(s));
  if (unknown !== undefined)
    throw new EvalArgumentError(
      'unknown-strategy',
      `unknown strategy "${unknown}": one of ${EVAL_STRATEGIES.join(', ')}`,
    );
  const model = options.model ?? DEFAULT_EVAL_MODEL;
  if (!parseModelRef(model)) throw new UsageError('--model must look like provider/id');
  const checked = (flag: string, ref: string | undefined) => {
    if (ref === undefined) return undefined;
    const check = checkEvalModel(flag, ref, settings);
    if (!check.ok) throw new EvalArgumentError(check.type, check.message);
    return check.ref;
  };
  const models: EvalModels = {
    ...optional('reader', checked('--reader', options.reader === 'reference' ? undefined : options.reader)),
    ...optional('judge', checked('--judge', options.judge)),
    ...optional('probeWriter', checked('--probe-writer', options.probeWriter)),
  };
  const request: EvalRequest = {
    target: resolved.target,
    strategies: [...new Set(strategies)] as EvalStrategy[],
    model,
    ...(options.probes === 'auto' ? {} : { probes: { file: options.probes, probes: readProbeFile(options.probes) } }),
    ...optional('probeWriter', models.probeWriter),
  };
  return { request, models };
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** The live reader and probe writer of the checked models (loaded only when one is given: the SDKs are heavy). */
function liveModels(models: EvalModels, settings: LlmSettings) {
  if (!models.reader && !models.probeWriter) return {};
  const { loadEvalPrompts } = require('../../service/quality-eval/eval-prompts') as typeof EvalPromptsModule;
  const prompts = loadEvalPrompts();
  const { createLiveReader } = require('../../service/quality-eval/live-reader') as typeof LiveReaderModule;
  const { createProbeWriter } = require('../../service/quality-eval/probe-writer') as typeof ProbeWriterModule;
  return {
    ...(models.reader
      ? { reader: createLiveReader({ settings, reader: models.reader, prompts, ...optional('judge', models.judge) }) }
      : {}),
    ...(models.probeWriter ? { probeWriter: createProbeWriter({ settings, model: models.probeWriter, prompts }) } : {}),
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
