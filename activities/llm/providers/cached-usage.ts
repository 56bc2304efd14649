/** The cache-read input tokens of a wire usage object, as a `CompletionUsage` field (absent when not reported). */
export const cachedOf = (tokens: number | null | undefined): { cached?: number } =>
  typeof tokens === 'number' ? { cached: tokens } : {};
