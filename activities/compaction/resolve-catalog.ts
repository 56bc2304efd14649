/**
 * The data a compaction's decisions depend on, resolved by an activity so that it enters the workflow as a
 * recorded result rather than as code (DESIGN §6): the active model from the catalog (the trigger's model, else the
 * session's), its promotion target, the snapcompact shape decision and the default settings. A deploy that changes
 * the catalog or a default therefore changes what new runs see, never what a replayed history decided.
 */
import {
  DEFAULT_COMPACTION_SETTINGS,
  parseModelRef,
  promotionTargetFor,
  resolveModel,
  type CompactionSettings,
  type ModelInfo,
} from '../../core';
import { resolveSnapcompact } from '../../core/snapcompact/resolve-shape';
import { DEFAULT_IDLE_THRESHOLD_TOKENS } from '../../core/compaction/idle';

/** Residual context must land at or below this share of the threshold to count as progress. */
export const DEFAULT_RECOVERY_BAND = 0.8;

export interface CatalogRequest {
  /** The trigger's `provider/id`, which wins over the session's own model. */
  model?: string;
  /** Overrides the catalog's context window. */
  contextWindow?: number;
}

export interface CompactionDefaults {
  settings: CompactionSettings;
  idleThresholdTokens: number;
  recoveryBand: number;
}

export type ResolvedCatalog =
  | { kind: 'invalid-model'; message: string; defaults: CompactionDefaults }
  | {
      kind: 'model';
      model: ModelInfo;
      promotionTarget?: ModelInfo;
      /** Why snapcompact cannot run on this model (it falls back to an LLM summary), if it cannot. */
      snapcompactFallback?: string;
      defaults: CompactionDefaults;
    };

const defaults = (): CompactionDefaults => ({
  settings: { ...DEFAULT_COMPACTION_SETTINGS },
  idleThresholdTokens: DEFAULT_IDLE_THRESHOLD_TOKENS,
  recoveryBand: DEFAULT_RECOVERY_BAND,
});

/** Resolves the model a compaction runs for; a malformed reference is reported, never thrown. */
export function resolveCatalog(request: CatalogRequest, sessionModel: string | undefined): ResolvedCatalog {
  const source = request.model !== undefined ? 'the trigger model' : 'the session model';
  const ref = request.model ?? sessionModel ?? 'unknown/unknown';
  if (!parseModelRef(ref)) {
    return {
      kind: 'invalid-model',
      message: `${source} "${ref}" is not a provider/id reference`,
      defaults: defaults(),
    };
  }
  const model = resolveModel(ref, { contextWindow: request.contextWindow })!;
  const target = promotionTargetFor(model);
  const snapcompact = resolveSnapcompact({
    id: model.id,
    api: model.api,
    provider: model.provider,
    input: model.input,
  });
  return {
    kind: 'model',
    model,
    ...(target ? { promotionTarget: target } : {}),
    ...(snapcompact.kind === 'fallback' ? { snapcompactFallback: snapcompact.message } : {}),
    defaults: defaults(),
  };
}
