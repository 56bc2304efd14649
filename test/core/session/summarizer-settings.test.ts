import { layerSettings } from '../../../core/settings-layers';
import type { SessionSettings } from '../../../core/session/session-settings-schema';
import { isCatalogModel, summarizerSettingsProblem } from '../../../core/session/summarizer-settings-check';

describe('summarizer settings, checked before they are stored', () => {
  it('accepts catalog models and their dated snapshots, nothing else', () => {
    expect(isCatalogModel('openai/gpt-5')).toBe(true);
    expect(isCatalogModel('anthropic/claude-opus-4-5-20251101')).toBe(true);
    expect(isCatalogModel('openai/gpt-9')).toBe(false);
    expect(isCatalogModel('gpt-5')).toBe(false);
  });

  it('names the first failing setting: the model, then the templates in order', () => {
    expect(summarizerSettingsProblem({ summarizer: { model: 'anthropic/claude-9' } })).toMatchObject({
      path: 'summarizer.model',
      kind: 'unknown-model',
      message: expect.stringContaining('unknown model "anthropic/claude-9"; known: anthropic/claude-opus-4-5'),
    });
    expect(
      summarizerSettingsProblem({ prompts: { turnPrefix: '{{focus}}', handoff: '{{oops}}', instructions: '{{x}}' } }),
    ).toMatchObject({ path: 'prompts.turnPrefix', kind: 'template', problem: { placeholder: 'focus' } });
    expect(
      summarizerSettingsProblem({ prompts: { instructions: 'braces {{ are }} plain text here' } }),
    ).toBeUndefined();
    expect(summarizerSettingsProblem({ summarizer: { model: 'google/gemini-2.5-pro' } })).toBeUndefined();
  });
});

describe('layering the summarizer and prompts blocks', () => {
  it("takes a session's key over its tenant's and keeps the tenant's other keys", () => {
    const tenant: SessionSettings = {
      prompts: { summary: 'T', instructions: 'I' },
      summarizer: { model: 'openai/gpt-5' },
    };
    const session: SessionSettings = {
      prompts: { summary: 'S', handoff: undefined },
      compaction: { reserveTokens: 100 },
    };
    expect(layerSettings(tenant, session)).toEqual({
      prompts: { summary: 'S', instructions: 'I' },
      summarizer: { model: 'openai/gpt-5' },
      compaction: { reserveTokens: 100 },
    });
    expect(layerSettings({}, {})).toEqual({});
  });
});
