/**
 * Summarizer control (docs/compaction.md, "Summarizer control"): a tenant's and a session's `summarizer` and
 * `prompts` settings decide what the fake provider receives (the model's wire API, the custom template rendered
 * with its placeholders, the extra instructions, the length budget, the reasoning field of each provider) and what
 * the audit row records (the model and the hash of the templates used). A template that would not render as
 * written, or a model outside the catalog, is refused when stored, and nothing is stored.
 */
import { withCustomPrompts, loadPromptSet } from '../../activities/llm/prompts';
import { createOperatorKey } from '../../service/operators';
import type { RecordedRequest } from '../fakes/fake-provider-server';
import { summarizerSettings } from '../helpers/activities';
import { useApiWorld } from '../helpers/api-server';
import { codingSession } from '../helpers/session-builder';

const api = useApiWorld(['sa', 'sb', 'sc'], {
  worker: (world) => ({
    llmSettings: {
      ...summarizerSettings(world.fake),
      openai: { apiKey: 'test-key', baseUrl: `${world.fake.url}/v1` },
      google: { apiKey: 'test-key', baseUrl: world.fake.url },
    },
  }),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const OPUS = 'anthropic/claude-opus-4-5';
const TENANT_TEMPLATE = 'TENANT PROMPT: summarize in at most {{maxTokens}} tokens, minding {{focus}}.';
const TENANT_INSTRUCTIONS = 'Write every heading in upper case.';
const tenantSettings = {
  summarizer: { model: 'openai/gpt-5', maxSummaryTokens: 1200, reasoningEffort: 'medium' },
  prompts: { summary: TENANT_TEMPLATE, instructions: TENANT_INSTRUCTIONS },
};

let operator: string;
beforeAll(async () => {
  operator = (await createOperatorKey(api.world.store.db, { name: 'summarizer-control' })).secret;
});

const putTenant = (tenant: string, json: unknown) =>
  api.call(operator, `/v1/admin/tenants/${tenant}/settings`, { method: 'PUT', json });
const putSession = (tenant: string, id: string, json: unknown) =>
  api.call(api.keys[tenant]!, `/v1/sessions/${id}/settings`, { method: 'PUT', json });

async function newSession(tenant: string, id: string, settings?: unknown): Promise<void> {
  const json = { id, model: OPUS, ...(settings ? { settings } : {}) };
  expect((await api.call(api.keys[tenant]!, '/v1/sessions', { method: 'POST', json })).status).toBe(201);
  const entries = codingSession({ turns: 40, toolOutputChars: 12_000 });
  const appended = await api.call(api.keys[tenant]!, `/v1/sessions/${id}/entries`, {
    method: 'POST',
    json: { entries },
  });
  expect(appended.status).toBe(201);
}

/** Compacts the session and returns the requests the fake provider received for it, and the audit row. */
async function compact(tenant: string, id: string, instructions?: string) {
  const first = api.world.fake.requests.length;
  const response = await api.call(api.keys[tenant]!, `/v1/sessions/${id}/compactions?wait=120`, {
    method: 'POST',
    json: instructions ? { instructions } : {},
  });
  const body = (await response.json()) as Json;
  expect(body.result).toMatchObject({ outcome: 'compacted' });
  const history = (await (await api.call(api.keys[tenant]!, `/v1/sessions/${id}/compactions`)).json()) as Json[];
  return { requests: api.world.fake.requests.slice(first), result: body.result, audit: history.at(-1) };
}

const text = (request: RecordedRequest | undefined) => JSON.stringify(request?.body ?? null);
/** The history summary's request: the first one whose prompt carries the conversation block. */
const summaryRequest = (requests: readonly RecordedRequest[]) =>
  requests.find((r) => text(r).includes('<conversation>') && !text(r).includes('two or three sentences'));

describe('tenant and session summarizer control', () => {
  it("sends the tenant's template, instructions, model and length budget, and records model and template hash", async () => {
    expect((await putTenant('sa', tenantSettings)).status).toBe(200);
    await newSession('sa', 'sa-tenant');
    const { requests, result, audit } = await compact('sa', 'sa-tenant', 'the parser');

    const summary = summaryRequest(requests);
    expect(summary?.path).toBe('/v1/responses');
    expect(summary?.body).toMatchObject({
      model: 'gpt-5',
      reasoning: { effort: 'medium' },
      max_output_tokens: 1200 + 8192,
    });
    expect(text(summary)).toContain(
      JSON.stringify(
        `TENANT PROMPT: summarize in at most 1200 tokens, minding the parser.\n\n${TENANT_INSTRUCTIONS}`,
      ).slice(1, -1),
    );
    expect(text(summary)).not.toContain('Additional focus');
    expect(text(summary)).not.toContain('The conversation above is about to be removed');

    const expectedHash = withCustomPrompts(loadPromptSet(), {
      texts: { 'summary-initial': TENANT_TEMPLATE },
      instructions: TENANT_INSTRUCTIONS,
    }).hash;
    expect(expectedHash).not.toBe(loadPromptSet().hash);
    expect(result).toMatchObject({ model: 'openai/gpt-5' });
    expect(audit).toMatchObject({ status: 'committed', model: 'openai/gpt-5', promptHash: expectedHash });
    const run = await api.call(api.keys.sa!, `/v1/sessions/sa-tenant/compactions/${audit.id}`);
    expect(await run.json()).toMatchObject({ status: 'completed', model: 'openai/gpt-5', promptHash: expectedHash });
    const viewer = (await (await api.call(api.keys.sa!, '/v1/sessions/sa-tenant/audit')).json()) as Json;
    expect(viewer.compactions).toEqual([
      expect.objectContaining({ entryId: audit.compactionEntryId, model: 'openai/gpt-5', promptHash: expectedHash }),
    ]);
  });

  it("lets a session's own template and model beat the tenant's, key by key", async () => {
    const own = {
      summarizer: { model: 'google/gemini-2.5-pro' },
      prompts: { summary: 'SESSION PROMPT {{maxTokens}}' },
    };
    await newSession('sa', 'sa-session', own);
    const { requests, audit } = await compact('sa', 'sa-session');

    const summary = summaryRequest(requests);
    expect(summary?.path).toBe('/v1beta/models/gemini-2.5-pro:generateContent');
    // The tenant's instructions, budget and effort still apply: the session set neither.
    expect(text(summary)).toContain(`SESSION PROMPT 1200\\n\\n${TENANT_INSTRUCTIONS}`);
    expect(text(summary)).not.toContain('TENANT PROMPT');
    expect(summary?.body).toMatchObject({
      generationConfig: { maxOutputTokens: 1200 + 8192, thinkingConfig: { thinkingBudget: 8192 } },
    });
    const expectedHash = withCustomPrompts(loadPromptSet(), {
      texts: { 'summary-initial': 'SESSION PROMPT {{maxTokens}}' },
      instructions: TENANT_INSTRUCTIONS,
    }).hash;
    expect(audit).toMatchObject({ model: 'google/gemini-2.5-pro', promptHash: expectedHash });
  });

  it('maps one reasoning effort to each provider’s request field, and off to none', async () => {
    const cases: [model: string, effort: string, expected: Json][] = [
      ['openai/gpt-5', 'low', { reasoning: { effort: 'low' } }],
      ['anthropic/claude-opus-4-5', 'low', { thinking: { type: 'enabled', budget_tokens: 2048 } }],
      ['google/gemini-2.5-pro', 'low', { generationConfig: { thinkingConfig: { thinkingBudget: 2048 } } }],
    ];
    for (const [model, reasoningEffort, expected] of cases) {
      const id = `sb-${model.split('/')[0]}`;
      await newSession('sb', id, { summarizer: { model, reasoningEffort } });
      const { requests, audit } = await compact('sb', id);
      expect(summaryRequest(requests)?.body).toMatchObject(expected);
      expect(audit).toMatchObject({ model, promptHash: loadPromptSet().hash });
    }
    await newSession('sb', 'sb-off', { summarizer: { model: OPUS, reasoningEffort: 'off' } });
    const { requests } = await compact('sb', 'sb-off');
    const body = summaryRequest(requests)?.body as Json;
    expect(body.model).toBe('claude-opus-4-5');
    expect(body.thinking).toBeUndefined();
  });

  it('refuses a bad template or an unknown model when stored, naming it, and stores nothing', async () => {
    await newSession('sc', 'sc-bad', { prompts: { handoff: 'Hand off in {{maxTokens}} tokens.' } });
    const stored = { prompts: { handoff: 'Hand off in {{maxTokens}} tokens.' } };
    const refusals: [unknown, Json][] = [
      [
        { prompts: { summary: 'Summarize {{conversation}}' } },
        {
          type: 'https://compactor.dev/problems/invalid-prompt-template',
          status: 400,
          path: 'body.prompts.summary',
          placeholder: 'conversation',
        },
      ],
      [
        { prompts: { turnPrefix: 'Start of the turn in {{maxTokens} tokens' } },
        { type: 'https://compactor.dev/problems/invalid-prompt-template', path: 'body.prompts.turnPrefix' },
      ],
      [
        { summarizer: { model: 'openai/gpt-9-ultra' } },
        { type: 'https://compactor.dev/problems/validation', path: 'body.summarizer.model' },
      ],
      [{ prompts: { sumary: 'typo' } }, { type: 'https://compactor.dev/problems/validation', status: 400 }],
    ];
    for (const [settings, problem] of refusals) {
      const response = await putSession('sc', 'sc-bad', settings);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(problem);
      const session = (await (await api.call(api.keys.sc!, '/v1/sessions/sc-bad')).json()) as Json;
      expect(session.settings).toEqual({ model: OPUS, ...stored });

      const tenant = await putTenant('sc', settings);
      expect(tenant.status).toBe(400);
      expect(await tenant.json()).toMatchObject(problem);
      const read = await api.call(operator, '/v1/admin/tenants/sc/settings');
      expect(await read.json()).toEqual({});
    }
    const created = await api.call(api.keys.sc!, '/v1/sessions', {
      method: 'POST',
      json: { id: 'sc-never', settings: { prompts: { branchSummary: '{{focus}}' } } },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ placeholder: 'focus', path: 'body.settings.prompts.branchSummary' });
    expect((await api.call(api.keys.sc!, '/v1/sessions/sc-never')).status).toBe(404);
  });
});
