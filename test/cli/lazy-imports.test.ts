/**
 * Every CLI command pays for what it loads before it does anything. `--help` and `plan <file>` must not load
 * Temporal, the stores, the provider SDKs, sharp or zod: command modules import those inside their actions. And no
 * process loads the OpenTelemetry SDK unless its configuration asks for traces.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const HEAVY =
  /node_modules\/(@temporalio|sharp|openai|@anthropic-ai|@google\/genai|@electric-sql|postgres|drizzle-orm|zod|pino|fastify|@fastify)\//;

/** Runs the CLI's main() from the sources in a fresh Node process; returns the node_modules packages it loaded. */
function packagesLoadedBy(args: string[]): string[] {
  const script = `
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = () => true;
    require('./cli/main.ts').main(['node', 'compactor', ...${JSON.stringify(args)}]).then((code) => {
      if (code !== 0) throw new Error('exit ' + code);
      write(JSON.stringify(Object.keys(require.cache)));
    });`;
  const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const files = JSON.parse(out) as string[];
  return [...new Set(files.filter((f) => HEAVY.test(f)).map((f) => HEAVY.exec(f)![1]!))].sort();
}

const TRACING_SDK =
  /node_modules\/(@opentelemetry\/(?:sdk-[a-z-]+|exporter-[a-z-]+|resources|instrumentation)|@fastify\/otel|@temporalio\/interceptors-opentelemetry)\//;

/** The tracing SDK packages a fresh Node process loads with the composition modules (config without OTEL_*). */
function tracingLoadedByCompositionRoots(): string[] {
  const modules = ['./worker/stack.ts', './worker/run-worker.ts', './server/serve.ts', './cli/commands/worker.ts'];
  const script = `
    for (const m of ${JSON.stringify(modules)}) require(m);
    require('./worker/config.ts').parseConfig({}, process.cwd());
    process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const files = JSON.parse(out) as string[];
  return [...new Set(files.filter((f) => TRACING_SDK.test(f)).map((f) => TRACING_SDK.exec(f)![1]!))].sort();
}

describe('what a command loads', () => {
  it('the stack, worker and server load no OpenTelemetry SDK when tracing is not configured', () => {
    expect(tracingLoadedByCompositionRoots()).toEqual([]);
  });

  it('--help loads none of Temporal, the stores, the SDKs, sharp, pino, zod or Fastify', () => {
    expect(packagesLoadedBy(['--help'])).toEqual([]);
  });

  it('plan on a session file loads none of them either', () => {
    expect(packagesLoadedBy(['plan', 'test/fixtures/sessions/v1-linear.jsonl', '--json'])).toEqual([]);
  });

  it('bundle --check does load Temporal (the probe sees what a command loads)', () => {
    expect(packagesLoadedBy(['bundle', '--check'])).toEqual(expect.arrayContaining(['@temporalio']));
  });
});
