/**
 * The newest quality eval of a stored session (docs/quality-eval.md): an eval run on a session id is recorded with
 * it, and `GET /v1/sessions/{id}/evals/latest` answers the newest one under its reader's label; a session without
 * an eval answers 404 `eval-not-found`, an unknown session 404 `session-not-found`, another tenant's eval is not seen.
 */
import { loadSnapcompactFonts } from '../../activities/snapcompact/fonts';
import { decodeFrame } from '../../activities/snapcompact/frame-decoder';
import { plantedSession } from '../../core/quality/planted-session';
import { REFERENCE_READER_LABEL } from '../../core/quality/reference-reader';
import { runEval } from '../../service/quality-eval/run-eval';
import { useApiWorld } from '../helpers/api-server';
import { extractiveResponder } from '../helpers/quality-eval/fake-summarizer';
import { seedSession } from '../helpers/session-builder';

const api = useApiWorld(['host', 'other']);
const PROBLEM = 'https://compactor.dev/problems/';
const MODEL = 'anthropic/claude-opus-4-7';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const latest = async (tenant: string, sessionId: string) => {
  const response = await api.call(api.keys[tenant]!, `/v1/sessions/${sessionId}/evals/latest`);
  return { status: response.status, body: (await response.json()) as Json };
};

async function evaluate(sessionId: string, strategies: ('llm-summary' | 'snapcompact')[]) {
  const world = {
    client: api.world.env.client,
    db: api.world.store.db,
    taskQueue: api.deps.taskQueue,
    fonts: await loadSnapcompactFonts(),
    decodeFrame,
    tenantId: 'host',
  };
  return runEval(world, { target: { kind: 'session', sessionId }, strategies, model: MODEL });
}

describe('the latest eval of a session', () => {
  beforeAll(() => api.world.fake.respondWith(extractiveResponder({ outputChars: 0 })));

  it('is the newest eval run on the session id, with every strategy under the reader label', async () => {
    const planted = plantedSession({ seed: 21, targetTokens: 40_000 });
    await seedSession(api.world.store.db, { tenantId: 'host', sessionId: 'evaluated' }, planted.entries);
    expect(await latest('host', 'evaluated')).toMatchObject({
      status: 404,
      body: {
        type: `${PROBLEM}eval-not-found`,
        detail: 'no quality eval of session evaluated yet: run `compactor eval evaluated`',
      },
    });

    await evaluate('evaluated', ['llm-summary']);
    const second = await evaluate('evaluated', ['llm-summary', 'snapcompact']);
    const { status, body } = await latest('host', 'evaluated');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      run: second.run,
      reader: { kind: 'reference', label: REFERENCE_READER_LABEL, upperBound: true },
      model: MODEL,
      strategies: ['llm-summary', 'snapcompact'],
      probes: 'auto',
    });
    expect(Date.parse(body.at)).not.toBeNaN();
    const reported = second.sessions[0]!;
    expect(body.session.tokens).toBe(reported.tokens);
    expect(body.session.probes).toEqual(reported.probes);
    const rows = body.session.summaries.map((s: Json) => [s.strategy, s.status, s.overall?.macro]);
    expect(rows).toEqual(reported.summaries.map((s) => [s.strategy, s.status, s.overall?.macro]));
    expect(rows.map(([strategy]: string[]) => strategy)).toEqual(
      expect.arrayContaining(['llm-summary', 'snapcompact']),
    );
    // The response is the summary view: the per-probe grades (the reader's answers) stay in the store.
    expect(body.session.summaries.every((s: Json) => s.grades === undefined)).toBe(true);
  }, 300_000);

  it("answers session-not-found for an unknown session and does not show another tenant's eval", async () => {
    expect(await latest('host', 'no-such-session')).toMatchObject({
      status: 404,
      body: { type: `${PROBLEM}session-not-found` },
    });
    expect((await latest('other', 'evaluated')).body).toMatchObject({ type: `${PROBLEM}session-not-found` });
  });
});
