/**
 * The summary quality gate through the real compactSession workflow on the dev server (issue 23): the fake
 * summarizer answers with good and deliberately bad summaries; `check` records the score on the audit row and the
 * result and commits; `enforce` retries once naming the omissions, then passes the method on to snapcompact (a text
 * model: the run skips, its attempts recorded), and a failing summary is never committed; a good summary commits
 * untouched. Handoff documents pass the same gate: `check` records and hands off, `enforce` passes a failing one on.
 */
import { and, eq } from 'drizzle-orm';
import type { CompactionEntry } from '../../../../core';
import { sessionEvents } from '../../../../schema';
import { withTenant } from '../../../../store/with-tenant';
import type { QualityGateMode } from '../../../../core/quality/quality-gate';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';
import { extractiveSummary } from '../../../helpers/quality-eval/fake-summarizer';
import {
  badAnswer,
  editingSession,
  isGateRetry,
  requestText,
  type BadSummary,
} from '../../../helpers/quality-eval/gate-summaries';
import { seedSession } from '../../../helpers/session-builder';
import { auditOf } from '../../../helpers/store-queries';
import type { RecordedRequest, Step } from '../../../fakes/fake-provider-server';

const world = useCompactionWorld();
const T = 'tenant-gate';
const VISION = 'anthropic/claude-opus-4-5';
const TEXT_ONLY = 'deepseek/deepseek-chat';
/** The first words of prompts/turn-prefix.md: the split turn's prefix summary call. */
const TURN_PREFIX_PROMPT = 'the first part of a single turn';

const compactionsOf = async (sessionId: string) =>
  (
    await withTenant(world.store.db, T, (tx) =>
      tx
        .select()
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.type, 'compaction')))
        .orderBy(sessionEvents.seq),
    )
  ).map((row) => row.data as CompactionEntry);

/** Seeds the session, answers its summarizer calls with `answer`, compacts it manually; the requests it made. */
async function compact(
  sessionId: string,
  options: {
    gate?: QualityGateMode;
    model?: string;
    strategy?: 'handoff';
    gateModel?: string;
    answer: (r: RecordedRequest, call: number) => Step;
  },
) {
  await seedSession(world.store.db, { tenantId: T, sessionId }, editingSession(30));
  world.fake.respondWith(options.answer);
  const from = world.fake.requests.length;
  const { worker, taskQueue } = await compactionWorker(world);
  const input = {
    tenantId: T,
    sessionId,
    trigger: 'manual' as const,
    model: options.model ?? VISION,
    ...(options.strategy ? { strategy: options.strategy } : {}),
    // A small kept tail: the summarized span holds most turns (half of them edits).
    settings: {
      keepRecentTokens: 6000,
      ...(options.gate ? { qualityGate: options.gate } : {}),
      ...(options.gateModel ? { qualityGateModel: options.gateModel } : {}),
    },
  };
  const result = await worker.runUntil(startCompaction(world, taskQueue, input).then((h) => h.result()));
  const requests = world.fake.requests.slice(from);
  const [audit] = await auditOf(world.store.db, { tenantId: T, sessionId });
  return { result, requests, audit, entries: await compactionsOf(sessionId) };
}

const good = (request: RecordedRequest): Step => ({ text: extractiveSummary(request) });
/** The first words of prompts/handoff-document.md: the handoff document's call (and its retry). */
const isHandoffCall = (request: RecordedRequest) => requestText(request).includes('Write a handoff document');
const alwaysBad = (kind: BadSummary) => (request: RecordedRequest, call: number) => badAnswer(kind, request, call);

describe('the summary quality gate', () => {
  it('check (the default) records what a summary missed on the audit row and the result, and commits it', async () => {
    const { result, requests, audit, entries } = await compact('gate-check', {
      answer: alwaysBad('missing modified files'),
    });
    const quality = { mode: 'check', score: 0.833, passed: false, missing: ['files'], retried: false };
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', quality });
    expect(audit?.attempts).toEqual([{ method: 'context-full', outcome: 'used', quality }]);
    expect(entries).toMatchObject([{ method: 'context-full' }]);
    expect(entries[0]!.summary).toContain('- [x] Several edits were made.');
    expect(requests.some(isGateRetry)).toBe(false);
  });

  it('enforce commits a good summary untouched, with one history call and no retry', async () => {
    const { result, requests, entries } = await compact('gate-good', { gate: 'enforce', answer: good });
    expect(result).toMatchObject({
      outcome: 'compacted',
      method: 'context-full',
      quality: { mode: 'enforce', score: 1, passed: true, missing: [], retried: false },
    });
    const history = requests.find((r) => requestText(r).includes('<conversation>'))!;
    expect(entries[0]!.summary.startsWith(extractiveSummary(history).trim())).toBe(true);
    expect(requests.some(isGateRetry)).toBe(false);
  });

  it('enforce retries a summary below the floor once, naming the omissions, and commits the retry when it passes', async () => {
    // The history summary drops the modified files; the split turn's prefix summary is fine.
    const answer = (request: RecordedRequest, call: number) =>
      isGateRetry(request) || requestText(request).includes(TURN_PREFIX_PROMPT)
        ? good(request)
        : badAnswer('missing modified files', request, call);
    const { result, requests, audit, entries } = await compact('gate-retry', { gate: 'enforce', answer });
    const quality = { mode: 'enforce', score: 1, passed: true, missing: [], retried: true };
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', quality });
    expect(audit?.attempts).toEqual([{ method: 'context-full', outcome: 'used', quality }]);
    const retries = requests.filter(isGateRetry);
    expect(retries).toHaveLength(1);
    // The focus names the files the first summary dropped.
    const focus = /Additional focus: ([^"]*)"/.exec(requestText(retries[0]!))?.[1];
    expect(focus).toContain('every modified file, by path: src/file-2.ts; src/file-4.ts; src/file-6.ts');
    expect(entries[0]!.summary).not.toContain('Several edits were made.');
  });

  it.each<[BadSummary, string[]]>([
    ['missing open request', ['instruction']],
    ['missing modified files', ['files']],
    ['cut off (length)', ['complete']],
    ['refusal', ['content', 'sections', 'instruction', 'files']],
    ['empty echo', ['content', 'sections', 'instruction', 'files']],
  ])(
    'enforce passes a summary %s on after its retry: snapcompact commits, the attempt is recorded',
    async (kind, missing) => {
      const { result, requests, audit, entries } = await compact(`gate-${kind.replace(/\W+/g, '-')}`, {
        gate: 'enforce',
        answer: alwaysBad(kind),
      });
      expect(requests.filter(isGateRetry)).toHaveLength(1);
      expect(result).toMatchObject({ outcome: 'compacted', method: 'snapcompact' });
      expect(result.warning).toContain('The summary failed the quality gate');
      expect(result.quality).toMatchObject({ mode: 'enforce', passed: false, missing, retried: true });
      expect(audit?.attempts).toEqual([
        { method: 'context-full', outcome: 'passed-on', reason: 'quality-gate', quality: result.quality },
        { method: 'snapcompact', outcome: 'used' },
      ]);
      // Only the snapcompact archive was committed: the failing summary never was.
      expect(entries.map((e) => e.method)).toEqual(['snapcompact']);
    },
  );

  it('enforce on a text-only model skips with reason quality-gate, records its attempts, leaves the session unchanged', async () => {
    const { result, audit, entries } = await compact('gate-text', {
      gate: 'enforce',
      model: TEXT_ONLY,
      answer: alwaysBad('refusal'),
    });
    expect(result).toMatchObject({
      outcome: 'skipped',
      reason: 'quality-gate',
      quality: { passed: false, retried: true },
    });
    expect(audit).toMatchObject({ status: 'skipped', error: 'quality-gate' });
    // The skip's row says why each method passed on: the gate, then snapcompact for the text-only model.
    expect(audit?.attempts).toEqual([
      { method: 'context-full', outcome: 'passed-on', reason: 'quality-gate', quality: result.quality },
      {
        method: 'snapcompact',
        outcome: 'passed-on',
        reason: 'snapcompact needs a vision-capable model (deepseek-chat is text-only) — using an LLM summary instead',
      },
    ]);
    expect(entries).toEqual([]);
  });

  it('check records what a handoff document missed on the audit row and the result, and hands off', async () => {
    const { result, requests, audit } = await compact('gate-handoff-check', {
      strategy: 'handoff',
      answer: alwaysBad('missing modified files'),
    });
    const quality = { mode: 'check', score: 0.833, passed: false, missing: ['files'], retried: false };
    expect(result).toMatchObject({ outcome: 'compacted', method: 'handoff', quality });
    expect(result.handedOffTo).toEqual(expect.any(String));
    expect(audit?.attempts).toEqual([{ method: 'handoff', outcome: 'used', quality }]);
    expect(requests.filter(isHandoffCall)).toHaveLength(1);
    expect(requests.some(isGateRetry)).toBe(false);
  });

  it('enforce retries a failing handoff document once, naming the omissions, then passes it on to the summary', async () => {
    const answer = (request: RecordedRequest, call: number) =>
      isHandoffCall(request) ? badAnswer('missing modified files', request, call) : good(request);
    const { result, requests, audit, entries } = await compact('gate-handoff-enforce', {
      gate: 'enforce',
      strategy: 'handoff',
      answer,
    });
    const retries = requests.filter(isGateRetry);
    expect(retries).toHaveLength(1);
    expect(isHandoffCall(retries[0]!)).toBe(true);
    // The focus names the files the document dropped (every even one the fake's Progress lost).
    const dropped = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28].map((n) => `src/file-${n}.ts`).join('; ');
    expect(requestText(retries[0]!)).toContain(`every modified file, by path: ${dropped}"`);
    const handoff = { mode: 'enforce', score: 0.833, passed: false, missing: ['files'], retried: true };
    const summary = { mode: 'enforce', score: 1, passed: true, missing: [], retried: false };
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', quality: summary });
    expect(result.handedOffTo).toBeUndefined();
    expect(result.warning).toContain('Handoff passed on (quality-gate); summarized instead.');
    expect(audit).toMatchObject({ passedOn: 'quality-gate', handedOffTo: null });
    expect(audit?.attempts).toEqual([
      { method: 'handoff', outcome: 'passed-on', reason: 'quality-gate', quality: handoff },
      { method: 'context-full', outcome: 'used', quality: summary },
    ]);
    // The session was compacted in place: the failing document never opened a new one.
    expect(entries.map((e) => e.method)).toEqual(['context-full']);
  });

  describe('with a gate model (qualityGateModel)', () => {
    const GATE_MODEL = 'anthropic/claude-haiku-4-5';
    const isGateModelCall = (request: RecordedRequest) =>
      requestText(request).includes('You answer questions about a coding session from its summary alone');
    /** The questions of the gate model's request, as numbered after the summary. */
    const questionsOf = (request: RecordedRequest) => {
      const asked = requestText(request).split('Answer each question from the summary above.')[1] ?? '';
      return [...asked.matchAll(/\\n(\d+)\. /g)].map((m) => Number(m[1]));
    };

    it('asks it the probes with the summary alone and records its score beside the deterministic one', async () => {
      // A model that finds nothing in the summary: every probe unanswered, so its score is 0 (the checks' is 1).
      const answer = (request: RecordedRequest): Step => {
        if (!isGateModelCall(request)) return good(request);
        const answers = questionsOf(request).map(() => 'not in context');
        return { text: JSON.stringify({ answers }) };
      };
      const { result, requests, audit } = await compact('gate-model-score', { gateModel: GATE_MODEL, answer });
      const calls = requests.filter(isGateModelCall);
      expect(calls).toHaveLength(1);
      // Through the Anthropic SDK to the model named, the summary as its only context.
      expect(calls[0]!.path).toBe('/v1/messages');
      expect(calls[0]!.body).toMatchObject({ model: 'claude-haiku-4-5' });
      expect(requestText(calls[0]!)).toContain('<summary>\\n## Goal');
      expect(requestText(calls[0]!)).not.toContain('<conversation>');
      const probes = questionsOf(calls[0]!).length;
      expect(probes).toBeGreaterThanOrEqual(2);
      const quality = {
        mode: 'check',
        score: 1,
        passed: true,
        missing: [],
        retried: false,
        gateModel: { model: GATE_MODEL, score: 0, probes },
      };
      expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', quality });
      expect(audit?.attempts).toEqual([{ method: 'context-full', outcome: 'used', quality }]);
    });

    it('under enforce, fails a summary it cannot answer from: one retry naming its questions, then the next method', async () => {
      const answer = (request: RecordedRequest): Step => {
        if (!isGateModelCall(request)) return good(request);
        return { text: JSON.stringify({ answers: questionsOf(request).map(() => 'not in context') }) };
      };
      const { result, requests, audit, entries } = await compact('gate-model-enforce', {
        gate: 'enforce',
        gateModel: GATE_MODEL,
        answer,
      });
      // The first summary and its retry are each asked of the model: both times nothing answered.
      const asked = requests.filter(isGateModelCall);
      expect(asked).toHaveLength(2);
      // The summaries passed every check: the retry's focus is the model's unanswered questions alone.
      const unanswered = 'A reader of the previous summary could not answer these questions from it';
      const retries = requests.filter((r) => !isGateModelCall(r) && requestText(r).includes(unanswered));
      expect(retries).toHaveLength(1);
      expect(requests.some(isGateRetry)).toBe(false);
      const probes = questionsOf(asked[0]!).length;
      const quality = {
        mode: 'enforce',
        score: 1,
        passed: false,
        missing: ['gate-model'],
        retried: true,
        gateModel: { model: GATE_MODEL, score: 0, probes },
      };
      expect(result).toMatchObject({ outcome: 'compacted', method: 'snapcompact', quality });
      expect(audit?.attempts).toEqual([
        { method: 'context-full', outcome: 'passed-on', reason: 'quality-gate', quality },
        { method: 'snapcompact', outcome: 'used' },
      ]);
      expect(entries.map((e) => e.method)).toEqual(['snapcompact']);
    });

    it.each<[string, string, Step]>([
      ['an error', 'error', { error: 'server' }],
      ['a reply that is not the asked JSON', 'prose', { text: 'The summary covers the files well.' }],
    ])('records gate-model-failed after %s and commits the summary anyway', async (_, name, failing) => {
      const answer = (request: RecordedRequest): Step => (isGateModelCall(request) ? failing : good(request));
      const { result, audit, entries } = await compact(`gate-model-${name}`, {
        gate: 'enforce',
        gateModel: GATE_MODEL,
        answer,
      });
      const quality = {
        mode: 'enforce',
        score: 1,
        passed: true,
        missing: [],
        retried: false,
        gateModel: { model: GATE_MODEL, failed: 'gate-model-failed' },
      };
      expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full', quality });
      expect(audit?.attempts).toEqual([{ method: 'context-full', outcome: 'used', quality }]);
      expect(entries.map((e) => e.method)).toEqual(['context-full']);
    });
  });

  it('off runs no checks and records nothing', async () => {
    const { result, audit } = await compact('gate-off', { gate: 'off', answer: alwaysBad('refusal') });
    expect(result).toMatchObject({ outcome: 'compacted', method: 'context-full' });
    expect(result.quality).toBeUndefined();
    expect(audit?.attempts).toEqual([{ method: 'context-full', outcome: 'used' }]);
  });
});
