/**
 * An append applies its tenant's settings as they stand when the append takes the session's row lock: the settings
 * are read by the append's own locking statement, so there is nothing for a node to cache or to forget. A change
 * made through one app instance is what the very next append through another instance applies.
 */
import type { SessionEntry } from '../../core';
import { createOperatorKey } from '../../service/operators';
import { useApiWorld } from '../helpers/api-server';

const api = useApiWorld(['host']);
const OPUS = { provider: 'anthropic', model: 'claude-opus-4-5', api: 'anthropic-messages' };
let operator: string;
let first: string;
let second: string;

beforeAll(async () => {
  operator = (await createOperatorKey(api.world.store.db, { name: 'ops' })).secret;
  first = api.url;
  second = await api.secondNode();
});

async function call(node: string, key: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${node}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A turn whose search found nothing (its tool flags the result useless), appended under `parentId`. */
function uselessSearch(prefix: string, parentId: string | null): SessionEntry[] {
  const at = Date.now();
  const entry = (n: number, parent: string | null, message: Record<string, unknown>) =>
    ({
      type: 'message',
      id: `${prefix}-${n}`,
      parentId: parent,
      timestamp: new Date(at).toISOString(),
      message,
    }) as never;
  const callId = `${prefix}-call`;
  return [
    entry(0, parentId, { role: 'user', content: 'search for TODO', timestamp: at }),
    entry(1, `${prefix}-0`, {
      role: 'assistant',
      content: [{ type: 'toolCall', id: callId, name: 'grep', arguments: { pattern: 'TODO' } }],
      stopReason: 'toolUse',
      ...OPUS,
      timestamp: at,
    }),
    entry(2, `${prefix}-1`, {
      role: 'toolResult',
      toolCallId: callId,
      toolName: 'grep',
      content: [{ type: 'text', text: `No matches found.\n${' '.repeat(400)}` }],
      isError: false,
      useless: true,
      timestamp: at,
    }),
    entry(3, `${prefix}-2`, {
      role: 'assistant',
      content: [{ type: 'text', text: 'Nothing to do.' }],
      stopReason: 'stop',
      ...OPUS,
      timestamp: at,
    }),
  ];
}

describe("an append's tenant settings across app instances", () => {
  it("applies a tenant settings change made through one instance to the other instance's next append", async () => {
    const created = await call(first, api.keys.host!, '/v1/sessions', {
      method: 'POST',
      json: { model: 'anthropic/claude-opus-4-5' },
    });
    const entries = `/v1/sessions/${created.body.id as string}/entries`;
    const append = async (prefix: string, parentId: string | null) => {
      const appended = await call(second, api.keys.host!, entries, {
        method: 'POST',
        json: { entries: uselessSearch(prefix, parentId) },
      });
      expect(appended.status).toBe(201);
      return appended.body.tokensFreed;
    };
    const settings = (value: unknown) =>
      call(first, operator, '/v1/admin/tenants/host/settings', { method: 'PUT', json: value });

    // The default drops a result its tool flagged useless.
    expect(await append('a', null)).toBeGreaterThan(90);
    expect((await settings({ compaction: { dropUseless: false } })).status).toBe(200);
    expect(await append('b', 'a-3')).toBe(0);
    expect((await settings({})).status).toBe(200);
    expect(await append('c', 'b-3')).toBeGreaterThan(90);
  });

  it("lets the session's own setting win over its tenant's on the same append", async () => {
    expect(
      (
        await call(first, operator, '/v1/admin/tenants/host/settings', {
          method: 'PUT',
          json: { compaction: { dropUseless: false } },
        })
      ).status,
    ).toBe(200);
    const created = await call(first, api.keys.host!, '/v1/sessions', {
      method: 'POST',
      json: { model: 'anthropic/claude-opus-4-5', settings: { compaction: { dropUseless: true } } },
    });
    const appended = await call(second, api.keys.host!, `/v1/sessions/${created.body.id as string}/entries`, {
      method: 'POST',
      json: { entries: uselessSearch('s', null) },
    });
    expect(appended.status).toBe(201);
    expect(appended.body.tokensFreed).toBeGreaterThan(90);
  });
});
