/**
 * The settings scan of context rebuild (compaction spec §10 step 3) as a fold, so that a store can persist the
 * state reached at a compaction entry and rebuild later contexts from there without reading older history.
 * Every field is last-wins or a set union, which makes re-folding a suffix harmless. Pure.
 */
import type { SessionEntry } from './entries';

export interface SettingsState {
  thinkingLevel: string;
  /** True once a thinking_level_change set the level ('off' by default is then a choice, not the default). */
  thinkingLevelSet?: boolean;
  configuredThinkingLevel: string | null;
  serviceTier: Record<string, string> | null;
  /** `provider/modelId` per role; `default` is inferred from assistants until a model_change sets it. */
  models: Record<string, string>;
  explicitDefaultModel: boolean;
  injectedTtsrRules: string[];
  mode: string;
  modeData: unknown;
}

export const emptySettings = (): SettingsState => ({
  thinkingLevel: 'off',
  configuredThinkingLevel: null,
  serviceTier: null,
  models: {},
  explicitDefaultModel: false,
  injectedTtsrRules: [],
  mode: 'none',
  modeData: undefined,
});

/** The state after one more path entry; returns the same object when the entry changes nothing. */
export function foldSettings(state: SettingsState, entry: SessionEntry): SettingsState {
  switch (entry.type) {
    case 'thinking_level_change':
      return {
        ...state,
        thinkingLevel: entry.thinkingLevel ?? 'off',
        thinkingLevelSet: true,
        configuredThinkingLevel: entry.configured ?? null,
      };
    case 'model_change': {
      // Legacy v1 entries carry provider/modelId without `model`; upstream ignores them (spec §12.1).
      if (!entry.model) return state;
      const role = entry.role ?? 'default';
      const models = { ...state.models, [role]: entry.model };
      return { ...state, models, explicitDefaultModel: state.explicitDefaultModel || role === 'default' };
    }
    case 'service_tier_change':
      return { ...state, serviceTier: entry.serviceTier };
    case 'ttsr_injection': {
      const rules = [...new Set([...state.injectedTtsrRules, ...entry.injectedRules])].sort();
      return { ...state, injectedTtsrRules: rules };
    }
    case 'mode_change':
      return { ...state, mode: entry.mode, modeData: entry.data };
    case 'message': {
      const m = entry.message;
      if (m.role !== 'assistant' || state.explicitDefaultModel || !m.provider || !m.model) return state;
      const inferred = `${m.provider}/${m.model}`;
      return state.models.default === inferred ? state : { ...state, models: { ...state.models, default: inferred } };
    }
    default:
      return state;
  }
}

export function foldSettingsOver(entries: readonly SessionEntry[], initial: SettingsState = emptySettings()) {
  let state = initial;
  for (const entry of entries) state = foldSettings(state, entry);
  return state;
}
