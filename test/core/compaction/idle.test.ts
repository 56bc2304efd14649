import { idlePolicy, idleVerdict } from '../../../core/compaction/idle';
import { roundRobinByTenant } from '../../../core/compaction/idle-order';
import { promptCacheSeconds } from '../../../core/models/prompt-cache';
import { layerSettings } from '../../../core/settings-layers';

const MINUTE = 60_000;

describe('prompt-cache lifetimes', () => {
  it('defaults per provider, five minutes for unknown providers and models, and lets an override win', () => {
    expect(promptCacheSeconds('anthropic/claude-sonnet-4-5')).toBe(300);
    expect(promptCacheSeconds('openai/gpt-5')).toBe(600);
    expect(promptCacheSeconds('google/gemini-2.5-pro')).toBe(3600);
    expect(promptCacheSeconds('acme/model-x')).toBe(300);
    expect(promptCacheSeconds(undefined)).toBe(300);
    expect(promptCacheSeconds('anthropic/claude-sonnet-4-5', 3600)).toBe(3600);
  });
});

describe('idle policy (compaction spec §3.6)', () => {
  it('is off by default with a 200k floor and a delay of the cache lifetime plus a minute', () => {
    expect(idlePolicy({}, 'anthropic/claude-opus-4-5')).toEqual({
      enabled: false,
      thresholdTokens: 200_000,
      delaySeconds: 360,
      cacheSeconds: 300,
    });
    expect(idlePolicy({ idleEnabled: true }, 'openai/gpt-5').delaySeconds).toBe(660);
  });

  it('clamps the delay to [60, 3600] seconds, the cache-derived default too', () => {
    expect(idlePolicy({ idleTimeoutSeconds: 5 }, undefined).delaySeconds).toBe(60);
    expect(idlePolicy({ idleTimeoutSeconds: 99_999 }, undefined).delaySeconds).toBe(3600);
    expect(idlePolicy({}, 'google/gemini-2.5-pro').delaySeconds).toBe(3600);
    expect(idlePolicy({ promptCacheSeconds: 600 }, 'anthropic/claude-opus-4-5').delaySeconds).toBe(660);
  });

  it('qualifies an enabled session at its floor after its delay and says whether the cache had expired', () => {
    const policy = idlePolicy({ idleEnabled: true, idleThresholdTokens: 1000, idleTimeoutSeconds: 120 }, undefined);
    expect(idleVerdict(policy, { contextTokens: 1000, idleMs: 2 * MINUTE })).toEqual({
      qualifies: true,
      cacheExpired: false,
    });
    expect(idleVerdict(policy, { contextTokens: 5000, idleMs: 5 * MINUTE })).toEqual({
      qualifies: true,
      cacheExpired: true,
    });
  });

  it('refuses a disabled, small or recently active session with its reason', () => {
    const on = { idleEnabled: true, idleThresholdTokens: 1000, idleTimeoutSeconds: 120 };
    const long = { contextTokens: 5000, idleMs: 10 * MINUTE };
    expect(idleVerdict(idlePolicy({ ...on, idleEnabled: false }, undefined), long)).toEqual({
      qualifies: false,
      reason: 'disabled',
    });
    expect(idleVerdict(idlePolicy({ ...on, idleThresholdTokens: 0 }, undefined), long)).toEqual({
      qualifies: false,
      reason: 'disabled',
    });
    expect(idleVerdict(idlePolicy(on, undefined), { ...long, contextTokens: 999 })).toEqual({
      qualifies: false,
      reason: 'below-threshold',
    });
    expect(idleVerdict(idlePolicy(on, undefined), { ...long, idleMs: 2 * MINUTE - 1 })).toEqual({
      qualifies: false,
      reason: 'recent',
    });
  });
});

describe('round-robin across tenants', () => {
  it("interleaves tenants in first-seen order, keeping each tenant's own order", () => {
    const page = ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'b2'].map((id) => ({ tenantId: id[0]!, id }));
    expect(roundRobinByTenant(page).map((x) => x.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(roundRobinByTenant([])).toEqual([]);
  });
});

describe('settings layers', () => {
  it('takes the session over the tenant key by key, the compaction knobs too, skipping undefined values', () => {
    const tenant = {
      model: 'anthropic/claude-opus-4-5',
      autoCompaction: true,
      compaction: { idleEnabled: true, idleThresholdTokens: 50_000, keepRecentTokens: 9000 },
    };
    const session = { model: undefined, compaction: { idleThresholdTokens: 80_000, idleEnabled: undefined } };
    expect(layerSettings<Record<string, unknown> & { compaction?: object }>(tenant, session)).toEqual({
      model: 'anthropic/claude-opus-4-5',
      autoCompaction: true,
      compaction: { idleEnabled: true, idleThresholdTokens: 80_000, keepRecentTokens: 9000 },
    });
    expect(layerSettings({}, {})).toEqual({});
  });
});
