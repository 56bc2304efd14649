/**
 * The planted facts about how the work is to be done (quality spec §2): a user constraint, a decision with its reason
 * and a rejected alternative, and a branch the session left. Written like the others in planted-facts.ts. Pure.
 */
import type { Probe } from './probes';
import { fillerTurn } from './synthetic-branch';
import { capital, int, MORE, pick, planted, WORDS, type Planting } from './planted-facts';

export function plantConstraint({ writer: w, tag }: Planting): Probe[] {
  const word = pick(w, MORE);
  const forms = [
    {
      key: `services/${word}-legacy-${tag}`,
      text: (k: string) => `Never touch \`${k}\` while doing this; another team owns it.`,
    },
    {
      key: `${word}-smoke-${tag}`,
      text: (k: string) => `Only run the \`${k}\` suite before pushing, the full run takes too long.`,
    },
    {
      key: `${capital(word)}${capital(tag)}Flag`,
      text: (k: string) => `Always keep \`${k}\` enabled in the staging profile.`,
    },
  ];
  const form = forms[int(w, 0, forms.length - 1)]!;
  const opening = w
    .prose(int(w, 40, 120))
    .replace(/[\n"'{}]/g, ' ')
    .trim();
  const at = w.entries.length;
  fillerTurn(w, Number.POSITIVE_INFINITY, `${opening}. ${form.text(form.key)}`);
  const user = w.entries[at]!;
  const question = 'Which constraint did the user state about what to run, keep or leave alone?';
  return [
    planted({
      id: `planted.constraint:${tag}`,
      category: 'recall',
      kind: 'recall.constraint',
      question,
      type: 'text',
      match: 'terms',
      keys: [form.key],
      evidence: [user.id],
    }),
  ];
}

export function plantDecision({ writer: w, tag }: Planting): Probe[] {
  const [chosen, rejected] = [`${pick(w, WORDS)}-store-${tag}`, `${pick(w, MORE)}-queue-${tag}`];
  const reason = `${pick(w, MORE)}-quota-${tag}`;
  w.user(`pick a backend for the ${tag} job runner`);
  const text = `I'll go with \`${chosen}\` instead of \`${rejected}\`, because the \`${reason}\` resets every ${int(w, 5, 55)} minutes and only \`${chosen}\` survives that.`;
  const said = w.assistant([{ type: 'text', text }], 'stop');
  const question = `What was decided for the ${tag} job runner's backend, and why?`;
  return [
    planted({
      id: `planted.decision:${tag}`,
      category: 'decision',
      kind: 'decision',
      question,
      type: 'text',
      match: 'terms',
      keys: [chosen, reason],
      evidence: [said.id],
    }),
  ];
}

export function plantBranch({ writer: w, tag }: Planting): Probe[] {
  const branch = `feature/${pick(w, WORDS)}-${tag}-${int(w, 10, 99)}`;
  const { call } = w.step(
    { name: 'bash', args: { command: `git checkout -b ${branch}` } },
    { text: `Switched to a new branch '${branch}'` },
  );
  return [
    planted({
      id: `planted.branch:${tag}`,
      category: 'artifact',
      kind: 'artifact.branch',
      question: 'Which git branch was created for this work (the latest one)?',
      type: 'identifier',
      match: 'one',
      keys: [branch],
      evidence: [call.id],
    }),
  ];
}
