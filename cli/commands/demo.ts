/**
 * `compactor demo`: the main job on embedded defaults, with no API key and no server to start by hand. Ingests
 * the bundled example session (a real 2.3 MB coding-agent session) into the embedded store, prints its rebuilt
 * context size, compacts it with snapcompact through the compactSession workflow on the embedded Temporal dev
 * server, prints the context size after, and writes the archive's PNG frames.
 */
import path from 'node:path';
import type { Command } from 'commander';
import type { Db } from '../../store/database';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { runOnStack } from '../session-command';
import { requireDirectory, writeArchiveFrames } from './frames';
import { ingestInto } from './ingest';
import type * as WorkflowsModule from '../../workflows';
import type * as CompactionTypesModule from '../../workflows/compaction-types';
import type * as SessionStoreModule from '../../store/session-store';
import type * as TokensModule from '../../core/compaction/tokens';

export const EXAMPLE_SESSION = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
/** A vision model of the catalog: it picks the frame shape (6x12-dim, 1568 px); no key is needed. */
const DEMO_MODEL = 'anthropic/claude-opus-4-5';

export function registerDemo(program: Command, getConfig: ConfigLoader): void {
  program
    .command('demo')
    .description('ingest the example session, compact it with snapcompact on the embedded stack, write its frames')
    .option('--out <dir>', 'where to write the frames (default: $COMPACTOR_HOME/frames/<sessionId>)')
    .option('--json', 'print the report as JSON')
    .action(async (options: { out?: string; json?: boolean }) => {
      if (options.out !== undefined) requireDirectory(options.out);
      const config = getConfig();
      const started = Date.now();
      const { compactSession } = require('../../workflows') as typeof WorkflowsModule;
      const { compactionStartOptions } = require('../../workflows/compaction-types') as typeof CompactionTypesModule;
      await runOnStack(config, async (stack) => {
        const tenantId = config.tenant;
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
        const out = options.out ?? path.join(config.home, 'frames', ids.sessionId);
        const frames = await writeArchiveFrames(stack.store.db, ids, out);
        const report = {
          sessionId: ids.sessionId,
          entries: example.entries,
          before,
          compaction: result,
          after,
          frames: frames.map((f) => f.file),
          store: stack.store.kind,
          temporal: stack.temporal,
          elapsedMs: Date.now() - started,
        };
        printResult(report, Boolean(options.json), () => describe(report, frames[0]?.shape));
      });
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

function describe(
  r: {
    sessionId: string;
    entries: number;
    before: { messages: number; tokens: number };
    after: { messages: number; tokens: number };
    compaction: { outcome: string; method?: string; tokensBefore: number; tokensAfter?: number; workflowId: string };
    frames: string[];
    store: string;
    temporal: { embedded: boolean; address: string };
    elapsedMs: number;
  },
  shape: string | undefined,
): string {
  return [
    `ingested:  ${r.entries} entries of the example session as ${r.sessionId} (${r.store})`,
    `context:   ${r.before.messages} messages, ~${r.before.tokens} tokens before compaction`,
    `compacted: ${r.compaction.outcome} by ${r.compaction.method ?? '-'} in workflow ${r.compaction.workflowId}` +
      ` (${r.temporal.embedded ? 'embedded dev server' : 'cluster'} at ${r.temporal.address})`,
    `context:   ${r.after.messages} messages, ~${r.after.tokens} tokens after (${r.frames.length} frames of shape ${shape ?? '-'})`,
    `frames:    ${r.frames.length} PNGs in ${r.frames.length ? path.dirname(r.frames[0]!) : '-'}`,
    `done in ${r.elapsedMs} ms`,
  ].join('\n');
}
