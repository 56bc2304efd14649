/**
 * Per-frame image billing by the wire API that carries the request (snapcompact spec §3.1, §4). Estimates are for
 * the square frame edge (conservative: frames are usually shorter); `billedTokens` prices an actual frame size.
 */

export type BillingFamily = 'anthropic' | 'openai' | 'google' | 'unknown';

const API_FAMILY: Record<string, BillingFamily> = {
  'anthropic-messages': 'anthropic',
  'bedrock-converse-stream': 'anthropic',
  'openai-completions': 'openai',
  'openai-responses': 'openai',
  'openai-codex-responses': 'openai',
  'azure-openai-responses': 'openai',
  'google-generative-ai': 'google',
  'google-gemini-cli': 'google',
  'google-vertex': 'google',
};

export function billingFamily(api: string | undefined): BillingFamily {
  return (api !== undefined && API_FAMILY[api]) || 'unknown';
}

const ANTHROPIC_PATCH = 28;
const ANTHROPIC_MAX_PATCHES = 4784;
const OPENAI_PATCH = 32;
const OPENAI_MAX_PATCHES = 10_000;
/** Gemini 3.x bills a fixed budget per image at the default (high) media resolution, whatever its pixel size. */
export const GOOGLE_IMAGE_TOKENS = 1120;

/** Billed tokens for one image of width × height pixels, computed the way the family's API counts them. */
export function billedTokens(family: BillingFamily, width: number, height: number): number {
  if (family === 'google') return GOOGLE_IMAGE_TOKENS;
  if (family === 'openai') {
    const patches = Math.min(Math.ceil(width / OPENAI_PATCH) * Math.ceil(height / OPENAI_PATCH), OPENAI_MAX_PATCHES);
    return Math.ceil(patches * 1.2);
  }
  // Unknown APIs are priced with the Anthropic area formula as a safe ceiling.
  const patches = Math.min(
    Math.ceil(width / ANTHROPIC_PATCH) * Math.ceil(height / ANTHROPIC_PATCH),
    ANTHROPIC_MAX_PATCHES,
  );
  return Math.ceil(patches * 1.05);
}

/** The planning estimate for one frame: the square of the frame edge. */
export function frameTokenEstimate(family: BillingFamily, frameSize: number): number {
  return billedTokens(family, frameSize, frameSize);
}

/** OpenAI downgrades `detail: "high"` to a 2,500-patch cap, so its family always asks for the original size. */
export function imageDetailFor(family: BillingFamily): 'original' | undefined {
  return family === 'openai' ? 'original' : undefined;
}
