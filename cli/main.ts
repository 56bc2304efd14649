/**
 * The `compactor` command line: a composition root like worker/. Parses arguments with commander, maps usage
 * errors to exit code 2 with a one-line message and runtime failures to exit code 1.
 */
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json';
import { ConfigError, loadConfig, type Config } from '../worker/config';
import { describeError } from './describe-error';
import { UsageError } from './errors';
import { registerBundle } from './commands/bundle';
import { registerContext } from './commands/context';
import { registerCompact } from './commands/compact';
import { registerDemo } from './commands/demo';
import { registerFrames } from './commands/frames';
import { registerHistory } from './commands/history';
import { registerReplay } from './commands/replay';
import { registerPlan } from './commands/plan';
import { registerIngest } from './commands/ingest';
import { registerNavigate } from './commands/navigate';
import { registerTree } from './commands/tree';
import { registerWorker } from './commands/worker';
import { registerServe } from './commands/serve';
import { registerTenant } from './commands/tenant';
import { registerKey } from './commands/key';
import { registerSessionsList } from './commands/sessions-list';

export type ConfigLoader = () => Config;

export function buildProgram(getConfig: ConfigLoader): Command {
  const program = new Command('compactor')
    .description('Durable, event-sourced compaction for long LLM-agent sessions')
    .version(packageJson.version)
    .exitOverride();
  registerDemo(program, getConfig);
  registerIngest(program, getConfig);
  registerContext(program, getConfig);
  registerTree(program, getConfig);
  registerNavigate(program, getConfig);
  registerCompact(program, getConfig);
  registerHistory(program, getConfig);
  registerFrames(program, getConfig);
  registerReplay(program, getConfig);
  registerWorker(program, getConfig);
  registerBundle(program);
  registerPlan(program, getConfig);
  registerServe(program, getConfig);
  registerTenant(program, getConfig);
  registerKey(program, getConfig);
  registerSessionsList(program.command('sessions').description('list and manage sessions'), getConfig);
  return program;
}

/** Runs the CLI and returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let config: Config | undefined;
  const getConfig = () => (config ??= loadConfig());
  try {
    await buildProgram(getConfig).parseAsync(argv);
    return 0;
  } catch (error) {
    return exitCodeFor(error);
  }
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // commander has already printed its one-line message; help and version exit cleanly.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`compactor: ${error.message}\n`);
    return 2;
  }
  process.stderr.write(`compactor: ${describeError(error)}\n`);
  return 1;
}
