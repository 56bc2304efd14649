/**
 * The planted facts a session's continuation is asked about (quality spec §2): a checklist file whose first items get
 * ticked (the next open item is the answer) and the pending question the session ends on. Pure.
 */
import { capital, edit, MORE, pick, PLANTED_CWD, planted, WORDS, type Planting } from './planted-facts';
import type { Probe } from './probes';
import { fillerTurn } from './synthetic-branch';

/** A checklist file whose first two items are ticked by later edits (one filler turn apart). */
export function plantPlan({ writer: w, tag }: Planting): Probe[] {
  const path = `${PLANTED_CWD}/docs/plan-${pick(w, WORDS)}-${tag}.md`;
  const names = [0, 1, 2, 3].map(() => `${capital(pick(w, MORE))}${capital(tag)}`);
  const items = [
    `Extract \`${names[0]}Parser\` from the loader`,
    `Add tests for \`${names[1]}Index\``,
    `Port \`${names[2]}Cache\` to the new queue`,
    `Remove the \`${names[3]}Shim\``,
  ];
  const content = [`# Plan ${tag}`, ...items.map((item) => `- [ ] ${item}`)].join('\n');
  const written = w.step(
    { name: 'write', args: { path, content } },
    { text: `Successfully wrote ${content.length} bytes to ${path}` },
  );
  fillerTurn(w);
  const ticks = [0, 1].map((i) => edit(w, path, [`- [ ] ${items[i]}`, `- [x] ${items[i]}`]));
  const file = path.slice(PLANTED_CWD.length + 1);
  return [
    planted({
      id: `planted.plan:${tag}`,
      category: 'continuation',
      kind: 'continuation.plan',
      question: `What is the next open (unchecked) item of the plan in ${file}?`,
      type: 'text',
      match: 'terms',
      keys: [`${names[2]}Cache`],
      evidence: [written.call.id, ...ticks.map((t) => t.call.id)],
    }),
  ];
}

/** The session's last message: an assistant question still waiting for the user. */
export function plantPendingQuestion({ writer: w, tag }: Planting): Probe[] {
  const table = `${pick(w, WORDS)}_${tag}_jobs`;
  const question = `Should I also rename \`${table}\` in the rollback script?`;
  const said = w.assistant([{ type: 'text', text: `The migration is ready. ${question}` }], 'stop');
  return [
    planted({
      id: `planted.question:${tag}`,
      category: 'continuation',
      kind: 'continuation.question',
      question: 'Which question to the user is still waiting for an answer? Quote it word for word.',
      type: 'text',
      match: 'one',
      keys: [question],
      evidence: [said.id],
      grading: 'exact',
    }),
  ];
}
