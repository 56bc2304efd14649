/**
 * The session's agent configuration over HTTP (compaction spec §8): the host sets its live system prompt and tool
 * definitions when creating a session and replaces them with PUT …/agent-config; each change is an
 * `agent_config_set` event and the projection answers reads; bad input is a 400 validation problem naming the field.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../store/session-store/event-rows';
import { withTenant } from '../../store/with-tenant';
import { AGENT_CONFIG_LIMITS } from '../../core/session/agent-config';
import { useApiWorld } from '../helpers/api-server';

const api = useApiWorld(['a', 'b']);

const READ = {
  name: 'read_file',
  description: 'Read a file',
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
};
const CONFIG = { systemPrompt: 'You are the live coding agent.', tools: [READ] };

const create = (json: unknown) => api.call(api.keys.a!, '/v1/sessions', { method: 'POST', json });
const put = (key: string, id: string, json: unknown) =>
  api.call(key, `/v1/sessions/${id}/agent-config`, { method: 'PUT', json });
const get = (key: string, id: string) => api.call(key, `/v1/sessions/${id}/agent-config`);

async function configEvents(sessionId: string): Promise<unknown[]> {
  return withTenant(api.world.store.db, 'a', async (tx) =>
    rowsOf<{ data: unknown }>(
      await tx.execute(
        sql`select data from session_events where session_id = ${sessionId} and type = 'agent_config_set' order by seq`,
      ),
    ).map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data)),
  );
}

describe('a session’s agent configuration', () => {
  it('is set on create, replaced by PUT, read back by GET, and recorded as events', async () => {
    const created = await create({ agentConfig: CONFIG });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await (await get(api.keys.a!, id)).json()).toEqual(CONFIG);

    const next = { systemPrompt: 'You are the agent, version 2.', tools: [] };
    const replaced = await put(api.keys.a!, id, next);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ ...next, seq: 2 });
    expect(await (await get(api.keys.a!, id)).json()).toEqual(next);
    expect(await configEvents(id)).toEqual([
      { type: 'agent_config_set', ...CONFIG },
      { type: 'agent_config_set', ...next },
    ]);
  });

  it('answers 404 when none was set, and for another tenant’s session', async () => {
    const { id } = (await (await create({})).json()) as { id: string };
    expect((await get(api.keys.a!, id)).status).toBe(404);
    expect((await put(api.keys.b!, id, CONFIG)).status).toBe(404);
  });

  it('rejects bad configurations with a 400 validation problem naming the field; nothing is stored', async () => {
    const { id } = (await (await create({})).json()) as { id: string };
    const tool = (extra: object) => ({ systemPrompt: 'S', tools: [{ ...READ, ...extra }] });
    const cases: [unknown, string][] = [
      [{ tools: [] }, 'body.systemPrompt'],
      [tool({ name: 'has space' }), 'body.tools.0.name'],
      [tool({ parameters: { type: 'string' } }), 'body.tools.0.parameters.type'],
      [tool({ extra: 1 }), 'body.tools.0'],
      [{ systemPrompt: 'S', tools: [READ, READ] }, 'body.tools.1.name'],
      [{ systemPrompt: 'x'.repeat(AGENT_CONFIG_LIMITS.systemPromptChars + 1) }, 'body.systemPrompt'],
    ];
    for (const [body, path] of cases) {
      const response = await put(api.keys.a!, id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'https://compactor.dev/problems/validation', path });
    }
    const onCreate = await create({ agentConfig: tool({ name: '' }) });
    expect(onCreate.status).toBe(400);
    expect(await onCreate.json()).toMatchObject({ path: 'body.agentConfig.tools.0.name' });
    expect(await configEvents(id)).toEqual([]);
  });
});
