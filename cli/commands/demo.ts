/**
 * `compactor demo`: the main job on embedded defaults, with no API key and no server to start by hand. Ingests
 * the bundled example session (a real 2.3 MB coding-agent session) into the embedded store, prints its rebuilt
 * context size, compacts it with snapcompact through the compactSession workflow on the embedded Temporal dev
 * server, prints the context size after, and writes the archive's PNG frames. It ends with the commands that show
 * the session in the audit viewer, or with `--serve` serves it there itself (cli/commands/demo-viewer.ts).
 */
import path from 'node:path';
import type { Command } from 'commander';
import type { Db } from '../../store/database';
import type { ConfigLoader } from '../config-loader';
import type { Config } from '../../worker/config';
import { UsageError } from '../errors';
import { printResult } from '../output';
import { runOnStack } from '../session-command';
import { describeViewerSteps, registerDemoTenant, serveDemo, viewerSteps } from './demo-viewer';
import { requireDirectory, writeArchiveFrames } from './frames';
import { ingestInto } from './ingest';
import { parsePort } from './serve';
import type * as WorkflowsModule from '../../workflows';
import type * as CompactionTypesModule from '../../workflows/compaction-types';
import type * as SessionStoreModule from '../../store/session-store';
import type * as TokensModule from '../../core/compaction/tokens';

export const EXAMPLE_SESSION = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
/** A vision model of the catalog: it picks the frame shape (6x12-dim, 1568 px); no key is needed. */
const DEMO_MODEL = 'anthropic/claude-opus-4-5';

interface DemoOptions {
  out?: string;
  json?: boolean;
  serve?: boolean;
  port: string;
  host: string;
}

export function registerDemo(program: Command, getConfig: ConfigLoader): void {
  program
    .command('demo')
    .description('ingest the example session, compact it with snapcompact on the embedded stack, write its frames')
    .option('--out <dir>', 'where to write the frames (default: $COMPACTOR_HOME/frames/<sessionId>)')
    .option('--json', 'print the report as JSON')
    .option('--serve', 'then serve the audit viewer on the session until Ctrl-C (with an API key made for it)')
    .option('--port <port>', "the viewer's port (with --serve; else in the printed commands)", '8787')
    .option('--host <host>', "the viewer's interface (with --serve; else in the printed commands)", '127.0.0.1')
    .action(async (options: DemoOptions) => {
      if (options.out !== undefined) requireDirectory(options.out);
      if (options.serve && options.json) throw new UsageError('--serve prints for a person: use it without --json');
      const listen = { host: options.host, port: parsePort(options.port) };
      const config = getConfig();
      const report = await runDemo(config, options.out);
      // npm sets npm_lifecycle_event for the script it runs: `npm run demo` prints the npm-script forms.
      const origin = { cwd: process.cwd(), npmScript: process.env.npm_lifecycle_event === 'demo' };
      const viewer = viewerSteps(config, report.sessionId, listen, origin);
      if (!options.serve) {
        printResult(
          { ...report, viewer },
          Boolean(options.json),
          () => `${describe(report)}\n\n${describeViewerSteps(viewer)}`,
        );
        return;
      }
      printResult(report, false, () => describe(report));
      await serveDemo(getConfig, report.sessionId, listen);
    });
}

async function runDemo(config: Config, outDir: string | undefined) {
  const started = Date.now();
  const { compactSession } = require('../../workflows') as typeof WorkflowsModule;
  const { compactionStartOptions } = require('../../workflows/compaction-types') as typeof CompactionTypesModule;
  return runOnStack(config, async (stack) => {
    const tenantId = config.tenant;
    await registerDemoTenant(stack.store.db, tenantId);
    const example = await ingestInto(stack.store.db, tenantId, EXAMPLE_SESSION);
    const ids = { tenantId, sessionId: example.sessionId };
    const before = await contextSize(stack.store.db, ids);
    const result = await stack.client.workflow.execute(compactSession, {
      ...compactionStartOptions(
        { ...ids, trigger: 'manual', strategy: 'snapcompact', model: DEMO_MODEL },
        stack.taskQueue,
      ),
      requestEagerStart: stack.eagerStart,
    });
    const after = await contextSize(stack.store.db, ids);
    const frames = await writeArchiveFrames(
      stack.store.db,
      ids,
      outDir ?? path.join(config.home, 'frames', ids.sessionId),
    );
    return {
      sessionId: ids.sessionId,
      entries: example.entries,
      before,
      compaction: result,
      after,
      frames: frames.map((f) => f.file),
      shape: frames[0]?.shape,
      store: stack.store.kind,
      temporal: stack.temporal,
      elapsedMs: Date.now() - started,
    };
  });
}

async function contextSize(db: Db, ids: { tenantId: string; sessionId: string }) {
  const { readSessionContext } = require('../../store/session-store') as typeof SessionStoreModule;
  const { estimateContextTokens } = require('../../core/compaction/tokens') as typeof TokensModule;
  const context = await readSessionContext(db, ids);
  return {
    messages: context.messages.length,
    tokens: estimateContextTokens(context.messages),
  };
}

function describe(r: {
  sessionId: string;
  entries: number;
  before: { messages: number; tokens: number };
  after: { messages: number; tokens: number };
  compaction: { outcome: string; method?: string; tokensBefore: number; tokensAfter?: number; workflowId: string };
  frames: string[];
  shape?: string;
  store: string;
  temporal: { embedded: boolean; address: string };
  elapsedMs: number;
}): string {
  return [
    `ingested:  ${r.entries} entries of the example session as ${r.sessionId} (${r.store})`,
    `context:   ${r.before.messages} messages, ~${r.before.tokens} tokens before compaction`,
    `compacted: ${r.compaction.outcome} by ${r.compaction.method ?? '-'} in workflow ${r.compaction.workflowId}` +
      ` (${r.temporal.embedded ? 'embedded dev server' : 'cluster'} at ${r.temporal.address})`,
    `context:   ${r.after.messages} messages, ~${r.after.tokens} tokens after (${r.frames.length} frames of shape ${r.shape ?? '-'})`,
    `frames:    ${r.frames.length} PNGs in ${r.frames.length ? path.dirname(r.frames[0]!) : '-'}`,
    `done in ${r.elapsedMs} ms`,
  ].join('\n');
}
