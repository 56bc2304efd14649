/**
 * The deterministic summary checks (core/quality/summary-checks.ts) on real and planted-fact sessions: how many
 * deliberately bad summaries they catch (missing open request, missing modified files, cut off by length, cut off
 * mid-sentence, refusal, empty), how many good ones they flag (false alarms), and what they cost per summary
 * (median of interleaved samples). The good summary names everything the checks ask for; the fake's extractive
 * summary is shown apart (what it misses is real). The span is the first 85% of each session's messages.
 * Run: `npm run bench:quality-gate [session.jsonl …]`.
 */
import { checkSummary, type SummaryCheckInput } from '../core/quality/summary-checks';
import { plantedSession } from '../core/quality/planted-session';
import { pendingQuestionText } from '../core/quality/continuation-probes';
import { normalizePath } from '../core/quality/normalize';
import { spanMessages, walkSession, type SpanMessage } from '../core/quality/session-walk';
import { serializeConversation } from '../core/compaction/serialize-conversation';
import { readSessionFile } from '../service/quality-eval/session-file';
import { REAL_SESSION } from '../test/helpers/fixtures';
import { measure, printTable } from './harness';
import { extractiveSummary } from '../test/helpers/quality-eval/fake-summarizer';

interface GateSession {
  name: string;
  span: SpanMessage[];
  cwd?: string;
}

function fileSession(file: string): GateSession {
  const { entries, cwd } = readSessionFile(file);
  const span = spanMessages(entries);
  return {
    name: file.split('/').at(-1)!,
    span: span.slice(0, Math.floor(span.length * 0.85)),
    ...(cwd ? { cwd } : {}),
  };
}

/** A summary that carries what the checks ask for: sections, the latest instruction, the question, every file. */
function goodSummary({ span, cwd }: GateSession): string {
  const walk = walkSession(span);
  const files = [
    ...new Set(
      walk.steps
        .filter((s) => (s.name === 'edit' || s.name === 'write') && typeof s.args.path === 'string')
        .map((s) => normalizePath(s.args.path as string, cwd)),
    ),
  ];
  const latest = (walk.users.at(-1)?.text ?? 'continue').replace(/\s+/g, ' ');
  const question = pendingQuestionText(walk);
  return [
    '## Goal',
    `${walk.users[0]?.text.replace(/\s+/g, ' ').slice(0, 300) ?? 'The task.'}`,
    '',
    '## Progress',
    '### Done',
    ...files.map((f) => `- [x] Changed ${f}`),
    '',
    '## Next Steps',
    `1. ${latest}`,
    '',
    '## Critical Context',
    question ? `Waiting for the user: ${question.text}` : 'No open question.',
    '',
  ].join('\n');
}

const BAD: Record<string, (good: string) => { summary: string; stopReason?: string }> = {
  'missing open request': (g) => ({ summary: g.replace(/## Next Steps\n1\. [^\n]*/, '## Next Steps\n1. Continue.') }),
  'missing modified files': (g) => ({ summary: g.replace(/(- \[x\] Changed [^\n]*\n)+/, '- [x] Several edits.\n') }),
  'cut off (length)': (g) => ({ summary: g, stopReason: 'length' }),
  'cut off mid-sentence': (g) => ({ summary: g.slice(0, Math.floor(g.length * 0.6)).replace(/\W*\w*$/, ' the') }),
  refusal: (g) => ({ summary: `I'm sorry, but I can't summarize this conversation.\n\n${g}` }),
  empty: () => ({ summary: '' }),
};

async function main() {
  const planted = plantedSession({ seed: 23, targetTokens: 200_000 });
  const plantedSpan = spanMessages(planted.entries);
  const sessions: GateSession[] = [
    fileSession(REAL_SESSION),
    {
      name: 'planted-seed23',
      span: plantedSpan.slice(0, Math.floor(plantedSpan.length * 0.85)),
      cwd: planted.header.cwd!,
    },
    ...process.argv.slice(2).map(fileSession),
  ];
  let caught = 0;
  let bad = 0;
  let falseAlarms = 0;
  for (const session of sessions) {
    const input = (summary: string, stopReason?: string): SummaryCheckInput => ({
      summary,
      span: session.span,
      ...(session.cwd ? { cwd: session.cwd } : {}),
      ...(stopReason ? { stopReason } : {}),
    });
    const good = goodSummary(session);
    const verdict = checkSummary(input(good));
    if (!verdict.passed) falseAlarms += 1;
    process.stdout.write(
      `\n${session.name}: good summary ${verdict.passed ? 'passes' : `FLAGGED ${JSON.stringify(verdict.failures)}`}\n`,
    );
    for (const [kind, make] of Object.entries(BAD)) {
      const { summary, stopReason } = make(good);
      const v = checkSummary(input(summary, stopReason));
      bad += 1;
      if (!v.passed) caught += 1;
      process.stdout.write(
        `  ${kind.padEnd(24)} ${v.passed ? 'MISSED' : `caught by ${v.failures.map((f) => f.check).join(', ')}`}\n`,
      );
    }
    const fake = extractiveSummary({
      body: { prompt: `<conversation>${serializeConversation(session.span.map((s) => s.message))}</conversation>` },
    } as never);
    const fv = checkSummary(input(fake));
    process.stdout.write(
      `  the fake's extractive summary: ${fv.passed ? 'passes' : `flagged by ${fv.failures.map((f) => `${f.check} (${f.missing.length})`).join(', ')}`}\n`,
    );
    const [timing] = await measure(
      [{ name: `checks on ${session.name} (${session.span.length} messages)`, run: () => checkSummary(input(good)) }],
      { samples: 15 },
    );
    printTable('deterministic checks, one summary', [timing!]);
  }
  process.stdout.write(`\ncatch rate ${caught}/${bad}, false alarms ${falseAlarms}/${sessions.length}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
