/**
 * The `compactor` command line: a composition root like worker/. Parses arguments with commander, maps usage
 * errors to exit code 2 with a one-line message and runtime failures to exit code 1. Command modules import what
 * they run (Temporal, the store, SDKs, sharp) inside their actions and the configuration is loaded when first
 * read, so `--help` and `plan <file>` start without loading any of it.
 */
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json';
import type * as ConfigModule from '../worker/config';
import type { Config } from '../worker/config';
import type { ConfigLoader } from './config-loader';
import { describeError } from './describe-error';
import { UsageError } from './errors';
import { registerAppend } from './commands/append';
import { registerBundle } from './commands/bundle';
import { registerContext } from './commands/context';
import { registerCompact } from './commands/compact';
import { registerCompactions } from './commands/compactions';
import { registerDemo } from './commands/demo';
import { registerEval } from './commands/eval';
import { registerFrames } from './commands/frames';
import { registerHistory } from './commands/history';
import { registerReplay } from './commands/replay';
import { registerPlan } from './commands/plan';
import { registerIngest } from './commands/ingest';
import { registerNavigate } from './commands/navigate';
import { registerTree } from './commands/tree';
import { registerWorker } from './commands/worker';
import { registerSessionsDelete, registerSessionsPurge } from './commands/sessions-delete';
import { registerServe } from './commands/serve';
import { registerTenant } from './commands/tenant';
import { registerKey } from './commands/key';
import { registerOperatorKey } from './commands/operator-key';
import { registerSchedule } from './commands/schedule';
import { registerSessionsList } from './commands/sessions-list';
import { registerSessionsAgentConfig } from './commands/sessions-agent-config';

export type { ConfigLoader };

export function buildProgram(getConfig: ConfigLoader): Command {
  const program = new Command('compactor')
    .description('Durable, event-sourced compaction for long LLM-agent sessions')
    .version(packageJson.version)
    .exitOverride();
  registerDemo(program, getConfig);
  registerIngest(program, getConfig);
  registerAppend(program, getConfig);
  registerContext(program, getConfig);
  registerTree(program, getConfig);
  registerNavigate(program, getConfig);
  registerCompact(program, getConfig);
  registerCompactions(program, getConfig);
  registerHistory(program, getConfig);
  registerFrames(program, getConfig);
  registerReplay(program, getConfig);
  registerEval(program, getConfig);
  registerWorker(program, getConfig);
  registerBundle(program);
  registerPlan(program, getConfig);
  registerServe(program, getConfig);
  registerTenant(program, getConfig);
  registerKey(program, getConfig);
  registerOperatorKey(program, getConfig);
  registerSchedule(program, getConfig);
  const sessions = program.command('sessions').description('list and manage stored sessions');
  registerSessionsList(sessions, getConfig);
  registerSessionsDelete(sessions, getConfig);
  registerSessionsPurge(sessions, getConfig);
  registerSessionsAgentConfig(sessions, getConfig);
  return program;
}

/** Runs the CLI and returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let configModule: typeof ConfigModule | undefined;
  let config: Config | undefined;
  const getConfig = () => {
    // Loaded on first use: the config schema costs ~0.1 s of zod that `--help` and `plan <file>` never need.
    configModule ??= require('../worker/config') as typeof ConfigModule;
    return (config ??= configModule.loadConfig());
  };
  try {
    await buildProgram(getConfig).parseAsync(argv);
    return 0;
  } catch (error) {
    return reportFailure(error, argv.includes('--json'), configModule?.ConfigError);
  }
}

/** Prints a failure (as `{ error: { type, message } }` on stdout under --json) and returns the exit code. */
function reportFailure(error: unknown, json: boolean, ConfigError?: new () => Error): number {
  // commander has already printed its one-line message; help and version exit cleanly.
  if (error instanceof CommanderError && error.exitCode === 0) return 0;
  const usage =
    error instanceof CommanderError ||
    error instanceof UsageError ||
    (ConfigError !== undefined && error instanceof ConfigError);
  const message =
    error instanceof CommanderError
      ? error.message.replace(/^error: /, '')
      : usage
        ? (error as Error).message
        : describeError(error);
  if (json) process.stdout.write(`${JSON.stringify({ error: { type: errorType(error), message } })}\n`);
  if (!(error instanceof CommanderError)) process.stderr.write(`compactor: ${message}\n`);
  return usage ? 2 : 1;
}

function errorType(error: unknown): string {
  if (error instanceof CommanderError) return 'UsageError';
  const typed = error as { type?: unknown; name?: unknown } | undefined;
  if (typeof typed?.type === 'string') return typed.type;
  return typeof typed?.name === 'string' ? typed.name : 'Error';
}
