/**
 * The facts a planted-fact session carries (quality spec §2, "Synthetic sessions with planted facts"), each written
 * in passing by a `BranchWriter` at a known turn with random but plausible values (never world knowledge): a
 * failing test's error code, settings read from a config file (one later edited twice, one edited and reverted), a
 * user constraint, a decision with its reason and a rejected alternative, a branch, and abstain probes about settings
 * that never existed. Each writer returns the probes whose answers it planted, with their evidence entries. Pure.
 */
import type { Probe } from './probes';
import { fillerTurn, type BranchWriter } from './synthetic-branch';

export const WORDS = ['ledger', 'quota', 'harbor', 'tundra', 'mosaic', 'cinder', 'orbit', 'falcon', 'meadow', 'quartz'];
export const MORE = [
  'sprocket',
  'lantern',
  'copper',
  'juniper',
  'basalt',
  'pylon',
  'thicket',
  'marlin',
  'saffron',
  'vortex',
];

export const PLANTED_CWD = '/work/project';

export interface Planting {
  writer: BranchWriter;
  /** A distinct tag per fact (early, middle, late, tail): names and values never repeat across plantings. */
  tag: string;
}

export const pick = (w: BranchWriter, list: readonly string[]) => list[Math.floor(w.random() * list.length)]!;
export const int = (w: BranchWriter, min: number, max: number) => min + Math.floor(w.random() * (max - min + 1));
const hex = (w: BranchWriter) => int(w, 0x1000, 0xffff).toString(16).toUpperCase();
export const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const planted = (probe: Omit<Probe, 'source' | 'grading'> & Partial<Pick<Probe, 'grading'>>): Probe => ({
  grading: probe.type === 'text' ? 'judge' : 'exact',
  source: 'planted',
  ...probe,
});

export function plantError({ writer: w, tag }: Planting): Probe[] {
  const word = pick(w, WORDS);
  const code = `ERR_${word.toUpperCase()}_${hex(w)}`;
  const file = `src/${word}/${tag}-${pick(w, MORE)}.test.ts`;
  w.user(`run the ${word} tests again, the ${tag} fixture changed`);
  const text = [
    `FAIL ${file}`,
    `  ● ${capital(word)} › settles pending entries`,
    `    Error: ${code}: ${word} batch rejected after ${int(w, 2, 9)} attempts`,
    `      at settle (src/${word}/settle.ts:${int(w, 10, 300)}:${int(w, 2, 40)})`,
    `Tests: 1 failed, ${int(w, 10, 90)} passed, ${int(w, 91, 120)} total`,
    'Command exited with code 1',
  ].join('\n');
  const { result } = w.step({ name: 'bash', args: { command: `npm test -- ${file}` } }, { text });
  w.assistant([{ type: 'text', text: `The ${word} suite fails; looking at the settle path next.` }], 'stop');
  const question = 'Which error code, rule or exception did the failing test fail with?';
  return [
    planted({
      id: `planted.error:${tag}`,
      category: 'recall',
      kind: 'recall.error',
      question,
      type: 'identifier',
      match: 'one',
      keys: [code],
      evidence: [result.id],
    }),
  ];
}

/** Settings read from a config file, then one edited twice and one reverted (two filler turns apart). */
export function plantSettings(planting: Planting): Probe[] {
  const { writer: w, tag } = planting;
  const name = `${pick(w, WORDS)}-${tag}`;
  const path = `${PLANTED_CWD}/config/${name}.yaml`;
  const port = int(w, 41000, 48999);
  const batch = [int(w, 110, 190), int(w, 210, 290), int(w, 310, 390)] as const;
  const timeout = [int(w, 1100, 1900), int(w, 2100, 2900)] as const;
  w.user(`check the ${name} service settings before the rollout`);
  const text = [`service: ${name}`, `listenPort: ${port}`, `batchSize: ${batch[0]}`, `timeoutMs: ${timeout[0]}`].join(
    '\n',
  );
  const read = w.step({ name: 'read', args: { path } }, { text });
  w.assistant([{ type: 'text', text: 'The settings look plausible; adjusting the batch next.' }], 'stop');
  fillerTurn(w);
  edit(w, path, [`batchSize: ${batch[0]}`, `batchSize: ${batch[1]}`]);
  edit(w, path, [`timeoutMs: ${timeout[0]}`, `timeoutMs: ${timeout[1]}`]);
  fillerTurn(w);
  const second = edit(w, path, [`batchSize: ${batch[1]}`, `batchSize: ${batch[2]}`]);
  const revert = edit(w, path, [`timeoutMs: ${timeout[1]}`, `timeoutMs: ${timeout[0]}`]);
  const file = `config/${name}.yaml`;
  const value = (key: string, id: string, answer: number, evidence: string) =>
    planted({
      id: `planted.${id}:${tag}`,
      category: 'recall',
      kind: 'recall.value',
      question: `What is the current value of \`${key}\` in ${file}?`,
      type: 'number',
      match: 'one',
      keys: [String(answer)],
      evidence: [evidence],
    });
  return [
    value('listenPort', 'value', port, read.result.id),
    value('batchSize', 'edited-twice', batch[2], second.call.id),
    value('timeoutMs', 'reverted', timeout[0], revert.call.id),
    planted({
      id: `planted.abstain:${tag}`,
      category: 'recall',
      kind: 'recall.abstain',
      question: `What is the value of \`maxConnections\` in ${file}?`,
      type: 'identifier',
      match: 'none',
      keys: ['maxConnections'],
      evidence: [read.result.id],
    }),
  ];
}

export function edit(w: BranchWriter, path: string, [oldText, newText]: readonly [string, string]) {
  const rel = path.slice(PLANTED_CWD.length + 1);
  return w.step({ name: 'edit', args: { path, oldText, newText } }, { text: `Successfully replaced text in ${rel}.` });
}
