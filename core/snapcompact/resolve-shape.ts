/**
 * Model → shape resolution (seed "Snapcompact strategy"; snapcompact spec §3 in its 15.11.7 form). The geometry and
 * frame size follow the model line read from the id, so a Claude routed through Vertex or OpenRouter keeps its
 * Claude shape; billing always follows the wire API that carries the request.
 */
import { billingFamily, frameTokenEstimate, imageDetailFor, type BillingFamily } from './billing';
import { isShapeName, shapeGeometry, type ShapeGeometry, type ShapeName } from './shapes';

export interface SnapcompactModel {
  id?: string;
  api?: string;
  provider?: string;
  /** Input modalities; snapcompact needs "image". */
  input?: readonly string[];
}

export type ShapeSetting = 'auto' | ShapeName;

export interface ResolvedShape extends ShapeGeometry {
  family: BillingFamily;
  frameTokenEstimate: number;
  imageDetail?: 'original';
}

/** Claude lines read above Anthropic's downscale threshold: 1932² stays under the 4,784 visual-token cap. */
const HIGH_RES_CLAUDE = 1932;
const GEMINI_FRAME = 2048;

const FAMILY_DEFAULT: Record<BillingFamily, ShapeName> = {
  anthropic: '6x12-dim',
  unknown: '6x12-dim',
  google: 'doc-8on16-sent-dim',
  openai: '8on16-bw',
};

/** Opus revision from ids like claude-opus-4-8, anthropic--claude-4.8-opus, CLAUDE-OPUS-5 (dates are not minors). */
function opusRevision(id: string): number | undefined {
  const match =
    /opus[-_.]?(\d{1,2})(?!\d)(?:[-_.](\d{1,2})(?!\d))?/.exec(id) ??
    /(?<!\d)(\d{1,2})(?:[-_.](\d{1,2}))?[-_.]opus/.exec(id);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number(match[2] ?? 0);
}

/** The measured model line's shape and frame size, or undefined for lines the evals never measured. */
export function idealShape(id: string | undefined): { name: ShapeName; frameSize?: number } | undefined {
  const lower = (id ?? '').toLowerCase();
  if (lower.includes('claude')) {
    const revision = opusRevision(lower);
    const highRes = /fable|mythos/.test(lower) || (revision !== undefined && revision >= 407);
    return highRes ? { name: '6x12-dim', frameSize: HIGH_RES_CLAUDE } : { name: '6x12-dim' };
  }
  if (lower.includes('gemini')) return { name: 'doc-8on16-sent-dim', frameSize: GEMINI_FRAME };
  if (/gpt|codex|kimi|glm/.test(lower)) return { name: '8on16-bw' };
  return undefined;
}

/** Validates the `snapcompact.shape` setting (default "auto"). */
export function parseShapeSetting(value: unknown): ShapeSetting {
  if (value === undefined || value === 'auto') return 'auto';
  if (isShapeName(value)) return value;
  throw new UnknownShapeError(`unknown snapcompact.shape "${String(value)}" (auto or one of the shape names)`);
}

function priced(geometry: ShapeGeometry, family: BillingFamily): ResolvedShape {
  const detail = imageDetailFor(family);
  return {
    ...geometry,
    family,
    frameTokenEstimate: frameTokenEstimate(family, geometry.frameSize),
    ...(detail ? { imageDetail: detail } : {}),
  };
}

export class UnknownShapeError extends Error {
  override name = 'UnknownShapeError';
}

/**
 * Resolves the shape for a model. A forced variant (`setting` other than "auto") keeps its research geometry and
 * frame size and is re-priced for the carrying API; "auto" uses the model line, else the API family default.
 */
export function resolveShape(model: SnapcompactModel, setting: ShapeSetting = 'auto'): ResolvedShape {
  const family = billingFamily(model.api);
  if (setting !== 'auto') {
    if (!isShapeName(setting)) throw new UnknownShapeError(`unknown snapcompact.shape "${String(setting)}"`);
    return priced(shapeGeometry(setting), family);
  }
  const ideal = idealShape(model.id);
  if (ideal) return priced(shapeGeometry(ideal.name, ideal.frameSize), family);
  return priced(shapeGeometry(FAMILY_DEFAULT[family]), family);
}

export type SnapcompactDecision =
  | { kind: 'snapcompact'; shape: ResolvedShape }
  | { kind: 'fallback'; reason: 'text-only-model' | 'unknown-input-modalities'; message: string };

/**
 * Whether snapcompact can run for this model, and with which shape. A model that cannot read images (or whose
 * input modalities are unknown) falls back to the LLM summary (context-full) with a warning message.
 */
export function resolveSnapcompact(model: SnapcompactModel, setting: ShapeSetting = 'auto'): SnapcompactDecision {
  const id = model.id ?? 'the model';
  if (model.input === undefined) {
    return {
      kind: 'fallback',
      reason: 'unknown-input-modalities',
      message: `snapcompact needs a vision-capable model (input modalities of ${id} are unknown) — using an LLM summary instead`,
    };
  }
  if (!model.input.includes('image')) {
    return {
      kind: 'fallback',
      reason: 'text-only-model',
      message: `snapcompact needs a vision-capable model (${id} is text-only) — using an LLM summary instead`,
    };
  }
  return { kind: 'snapcompact', shape: resolveShape(model, setting) };
}
