/**
 * What the SDK agent loops of the examples share: the tools they run, what a run reports, awaiting the compaction
 * a turn started, and the demo run each file makes when it is run directly.
 */
import { createClient, type CompactorClient, type components } from '../client';

/** The host's tools by name: each takes the call's arguments and answers text. */
export type ToolBox = Record<string, (input: Record<string, unknown>) => Promise<string> | string>;

export interface AgentReport {
  /** Model calls made. */
  steps: number;
  /** The compactions the turns started, in order, with how each ended. */
  compactions: CompactionReport[];
  /** The final answer's text. */
  answer: string;
}

export interface CompactionReport {
  trigger: string;
  outcome: string;
  /** The result's continuation prompt, which the loop sent as the next user turn. */
  continuationPrompt?: string;
}

type CompactionResult = components['schemas']['CompactionResult'];

export const compactionReport = (trigger: string, result: CompactionResult): CompactionReport => ({
  trigger,
  outcome: result.outcome,
  ...(result.continuationPrompt ? { continuationPrompt: result.continuationPrompt } : {}),
});

/** Waits for a compaction to finish (long polls of 30 s) and returns its result. */
export async function awaitCompaction(
  client: CompactorClient,
  sessionId: string,
  compactionId: string,
): Promise<CompactionResult> {
  for (;;) {
    const { data, error } = await client.GET('/v1/sessions/{sessionId}/compactions/{compactionId}', {
      params: { path: { sessionId, compactionId }, query: { wait: 30 } },
    });
    if (!data) throw new Error(`compaction ${compactionId}: ${JSON.stringify(error)}`);
    if (data.status === 'failed') throw new Error(`compaction ${compactionId} failed: ${data.error?.message}`);
    if (data.status === 'completed' && data.result) return data.result;
  }
}

export interface DemoRun {
  compactor: CompactorClient;
  sessionId: string;
  task: string;
  tools: ToolBox;
}

/**
 * A session of `model` on the server of COMPACTOR_URL with COMPACTOR_API_KEY: auto-compaction on, and an agent
 * configuration with a `read` tool for the files of the working directory. `run` is the loop; its report is printed.
 */
export async function runDemo(model: string, run: (demo: DemoRun) => Promise<AgentReport>): Promise<void> {
  const apiKey = process.env.COMPACTOR_API_KEY;
  if (!apiKey) throw new Error('set COMPACTOR_API_KEY (compactor key create --tenant <tenant>)');
  const compactor = createClient({ baseUrl: process.env.COMPACTOR_URL ?? 'http://127.0.0.1:8787', apiKey });
  const tools = [
    {
      name: 'read',
      description: 'Read a file of the repository',
      parameters: { type: 'object' as const, properties: { path: { type: 'string' } }, required: ['path'] },
    },
  ];
  const created = await compactor.POST('/v1/sessions', {
    body: {
      model,
      settings: { autoCompaction: true },
      agentConfig: { systemPrompt: 'You are a careful coding agent. Use the read tool.', tools },
    },
  });
  if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
  const { readFile } = await import('node:fs/promises');
  const report = await run({
    compactor,
    sessionId: created.data.id,
    task: 'Read package.json and README.md, then say in one sentence what this project is.',
    tools: { read: async ({ path }) => readFile(String(path), 'utf8') },
  });
  process.stdout.write(`${report.answer}\n(${report.steps} steps, ${report.compactions.length} compactions)\n`);
}

/** Runs `main` when the file is run directly: a failure prints its message and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
