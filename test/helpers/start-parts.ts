/**
 * Starting a test's parts (a Temporal server, a store, a fake provider) at once, without leaking the ones that
 * started when another fails: those are closed before the first failure is rethrown, so a failed beforeAll leaves
 * no server or socket behind to keep jest from exiting.
 */
export interface Part<T> {
  start(): Promise<T>;
  close(started: T): Promise<void>;
}

type Started<P extends readonly Part<unknown>[]> = { [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/** Every part started, in the order given; or, when one fails, the others closed and the first failure thrown. */
export async function startParts<P extends readonly Part<unknown>[]>(...parts: P): Promise<Started<P>> {
  const settled = await Promise.allSettled(parts.map((part) => part.start()));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  const values = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  if (!failure) return values as Started<P>;
  await Promise.allSettled(
    settled.map((s, i) => (s.status === 'fulfilled' ? parts[i]!.close(s.value) : Promise.resolve())),
  );
  throw failure.reason;
}
