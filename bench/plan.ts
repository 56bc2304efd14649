/**
 * Cost of the deterministic compaction decision on generated sessions of 1k and 10k entries (tool-output sizes
 * and tool mix modelled on the real fixture). Two interleaved runs: (1) index build, pruning decisions and
 * prepare/cut at both sizes, for the medians and the 10k/1k growth; (2) the whole plan against `JSON.parse` of the
 * same session's bytes (ratio < 1 wanted), in alternating blocks whose first sample is discarded: interleaving
 * sample by sample would bill the GC of parsing 13 MB to whichever case runs next, and a forced GC before each
 * sample leaves concurrent sweeping that slows the following one. Prints figures, asserts nothing.
 * Run: `npm run bench:plan`.
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
  type SessionEntry,
} from '../core';
import { generateBranch } from '../test/helpers/generate-session';
import { performance } from 'node:perf_hooks';
import { measure, printTable, stats, type BenchCase, type BenchStats } from './harness';

const keep = { keepRecentTokens: DEFAULT_COMPACTION_SETTINGS.keepRecentTokens };
const SIZES = [1_000, 10_000];

function stageCases(size: number, branch: SessionEntry[]): BenchCase[] {
  const index = buildCompactionIndex(branch);
  const now = index.lastMessageAt ?? 0;
  const decisions = pruneToolOutputs(index);
  const pruned = applyPruneDecisions(index, decisions);
  return [
    { name: `index build (${size})`, run: () => buildCompactionIndex(branch) },
    {
      name: `pruning decisions (${size})`,
      run: () => [pruneToolOutputs(index), pruneSupersededToolResults(index, now)],
    },
    { name: `prepare/cut (${size})`, run: () => prepareCompaction(pruned, keep, decisions) },
  ];
}

function describeSize(size: number, branch: SessionEntry[], json: string): void {
  const bytes = Buffer.byteLength(json);
  const indexBytes = indexPayloadBytes(buildCompactionIndex(branch));
  process.stdout.write(
    `${size} entries: ${(bytes / 1e6).toFixed(1)} MB of JSON (${Math.round(bytes / size)} B/entry), ` +
      `index ${indexBytes} B (${(indexBytes / size).toFixed(1)} B/entry)\n`,
  );
}

const line = (label: string, a: BenchStats, b: BenchStats) =>
  process.stdout.write(
    `  ${label.padEnd(44)} ${(a.medianMs / b.medianMs).toFixed(3)}   (of minima: ${(a.minMs / b.minMs).toFixed(3)})\n`,
  );

async function main(): Promise<void> {
  const branches = SIZES.map((size) => generateBranch(size, 42));
  const jsons = branches.map((b) => JSON.stringify(b));
  SIZES.forEach((size, i) => describeSize(size, branches[i]!, jsons[i]!));

  const stages = await measure(
    SIZES.flatMap((size, i) => stageCases(size, branches[i]!)),
    { samples: 31, warmup: 3 },
  );
  printTable('plan stages (interleaved, both sizes)', stages);

  const versus: BenchStats[][] = [];
  for (const [i, size] of SIZES.entries()) {
    const cases: BenchCase[] = [
      { name: `JSON.parse (${size})`, run: () => JSON.parse(jsons[i]!) as unknown },
      { name: `whole plan (${size})`, run: () => planCompaction(buildCompactionIndex(branches[i]!), keep) },
    ];
    const result = alternateInBlocks(cases, size >= 10_000 ? 25 : 60);
    printTable(`whole plan vs JSON.parse of the same bytes (${size})`, result);
    versus.push(result);
  }

  const byName = new Map([...stages, ...versus.flat()].map((s) => [s.name, s]));
  const at = (name: string, size: number) => byName.get(`${name} (${size})`)!;
  process.stdout.write('\nratios (medians of the same run; minima are less exposed to GC and other load)\n');
  for (const size of SIZES)
    line(`whole plan / JSON.parse, ${size} (want < 1)`, at('whole plan', size), at('JSON.parse', size));
  for (const name of ['index build', 'pruning decisions', 'prepare/cut']) {
    line(`${name} 10k / 1k (linear ≈ 10)`, at(name, 10_000), at(name, 1_000));
  }
  line('whole plan 10k / 1k (separate runs)', at('whole plan', 10_000), at('whole plan', 1_000));
  line('JSON.parse 10k / 1k (separate runs, reference)', at('JSON.parse', 10_000), at('JSON.parse', 1_000));
}

/**
 * Alternates blocks of `BLOCK` samples per case; the first sample of each block is discarded so that each case
 * pays for its own garbage, not the other's.
 */
function alternateInBlocks(cases: BenchCase[], samples: number): BenchStats[] {
  const BLOCK = 5;
  const timings = cases.map(() => [] as number[]);
  for (let round = 0; round < Math.ceil(samples / BLOCK) + 1; round += 1) {
    for (const [c, benchCase] of cases.entries()) {
      for (let i = 0; i <= BLOCK; i += 1) {
        const started = performance.now();
        keepAlive = benchCase.run();
        if (round > 0 && i > 0) timings[c]!.push(performance.now() - started);
      }
    }
  }
  return cases.map((c, i) => stats(c.name, timings[i]!));
}

let keepAlive: unknown;
export const lastValue = (): unknown => keepAlive;

void main();
