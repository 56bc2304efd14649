/**
 * How many frames an archive may hold for a provider (archive model, snapcompact spec §6.8): the provider's
 * per-request image cap clamped to MAX_FRAMES. OpenRouter silently drops images past eight; providers nobody
 * measured get a safe floor of five.
 */

export const MAX_FRAMES = 8;
export const DEFAULT_PROVIDER_IMAGE_BUDGET = 5;

export const PROVIDER_IMAGE_BUDGETS: Readonly<Record<string, number>> = {
  anthropic: 90,
  'amazon-bedrock': 90,
  openai: 200,
  'openai-codex': 200,
  'azure-openai-responses': 200,
  google: 200,
  'google-vertex': 200,
  'google-gemini-cli': 200,
  openrouter: 8,
  umans: 10,
};

/** Images one request may carry: configured override, then the table, then the floor. */
export function providerImageBudget(
  provider: string | undefined,
  overrides: Readonly<Record<string, number>> = {},
): number {
  if (provider === undefined) return DEFAULT_PROVIDER_IMAGE_BUDGET;
  return overrides[provider] ?? PROVIDER_IMAGE_BUDGETS[provider] ?? DEFAULT_PROVIDER_IMAGE_BUDGET;
}

export function providerFrameBudget(
  provider: string | undefined,
  overrides: Readonly<Record<string, number>> = {},
): number {
  return Math.max(1, Math.min(MAX_FRAMES, providerImageBudget(provider, overrides)));
}
