/**
 * A Google SDK failure plus the retry-after header of the failed response. Apart from the SDK call, so that
 * classifying a failure does not load the SDK.
 */
export class GoogleCallError extends Error {
  override readonly name = 'GoogleCallError';
  constructor(
    readonly original: unknown,
    readonly retryAfter: string | null,
  ) {
    super(original instanceof Error ? original.message : String(original), { cause: original });
  }
}
