/**
 * Cost of the deterministic compaction decision on generated sessions of 1k and 10k entries (tool-output sizes
 * and tool mix modelled on the real fixture): index build, pruning decisions and prepare/cut as medians, the whole
 * plan against `JSON.parse` of the same session's bytes (ratio < 1 wanted), and the 10k/1k growth. Prints figures,
 * asserts nothing. Run: `npm run bench:plan`.
 */
import {
  DEFAULT_COMPACTION_SETTINGS,
  applyPruneDecisions,
  buildCompactionIndex,
  indexPayloadBytes,
  planCompaction,
  prepareCompaction,
  pruneSupersededToolResults,
  pruneToolOutputs,
} from '../core';
import { generateBranch } from '../test/helpers/generate-session';
import { measure, printTable, ratio, type BenchStats } from './harness';

const keep = { keepRecentTokens: DEFAULT_COMPACTION_SETTINGS.keepRecentTokens };

async function run(entries: number): Promise<Record<string, BenchStats>> {
  const branch = generateBranch(entries, 42);
  const json = JSON.stringify(branch);
  const index = buildCompactionIndex(branch);
  const now = index.lastMessageAt ?? 0;
  const decisions = pruneToolOutputs(index);
  const pruned = applyPruneDecisions(index, decisions);
  const bytes = Buffer.byteLength(json);
  process.stdout.write(
    `\n${entries} entries: ${(bytes / 1e6).toFixed(1)} MB of JSON (${Math.round(bytes / entries)} B/entry), ` +
      `index ${indexPayloadBytes(index)} B (${(indexPayloadBytes(index) / entries).toFixed(1)} B/entry)\n`,
  );
  const stats = await measure(
    [
      { name: `JSON.parse (${entries})`, run: () => JSON.parse(json) as unknown },
      { name: `index build (${entries})`, run: () => buildCompactionIndex(branch) },
      {
        name: `pruning decisions (${entries})`,
        run: () => [pruneToolOutputs(index), pruneSupersededToolResults(index, now)],
      },
      { name: `prepare/cut (${entries})`, run: () => prepareCompaction(pruned, keep, decisions) },
      { name: `whole plan (${entries})`, run: () => planCompaction(buildCompactionIndex(branch), keep) },
    ],
    { samples: entries >= 10_000 ? 15 : 41, warmup: 3 },
  );
  printTable(`plan on ${entries} entries`, stats);
  return Object.fromEntries(stats.map((s) => [s.name.replace(/ \(\d+\)$/, ''), s]));
}

async function main(): Promise<void> {
  const small = await run(1_000);
  const large = await run(10_000);
  const line = (label: string, value: number) => process.stdout.write(`  ${label.padEnd(44)} ${value.toFixed(3)}\n`);
  process.stdout.write('\nratios (medians of the same run)\n');
  line('whole plan / JSON.parse, 1k (want < 1)', ratio(small['whole plan']!, small['JSON.parse']!));
  line('whole plan / JSON.parse, 10k (want < 1)', ratio(large['whole plan']!, large['JSON.parse']!));
  for (const name of ['index build', 'pruning decisions', 'prepare/cut', 'whole plan', 'JSON.parse']) {
    line(`${name} 10k / 1k (linear ≈ 10)`, ratio(large[name]!, small[name]!));
  }
}

void main();
