/**
 * Failed authentications per client address, in fixed one-minute windows: past the burst, the address answers 429
 * until its window ends, before any key is looked up (so a key-guessing client costs no database query). A key
 * that verified recently (its hash, never the secret) still passes: presenting it proves the whole secret, so this
 * tells nothing about which key ids exist. Per process: each API node throttles what reaches it.
 */
const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

export class AuthThrottle {
  private readonly failures = new Map<string, { windowStart: number; count: number }>();
  private readonly trusted = new Map<string, number>();

  constructor(
    private readonly failuresPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when `address` is over its burst and `keyHash` did not verify lately; else undefined. */
  blocked(address: string, keyHash: string | undefined): number | undefined {
    if (keyHash !== undefined && (this.trusted.get(keyHash) ?? 0) > this.now()) return undefined;
    const entry = this.failures.get(address);
    const now = this.now();
    if (!entry || entry.windowStart + WINDOW_MS <= now || entry.count < this.failuresPerMinute) return undefined;
    return Math.max(1, Math.ceil((entry.windowStart + WINDOW_MS - now) / 1000));
  }

  fail(address: string): void {
    const now = this.now();
    const entry = this.failures.get(address);
    if (entry && entry.windowStart + WINDOW_MS > now) entry.count += 1;
    else {
      if (this.failures.size >= MAX_TRACKED) this.prune(now);
      this.failures.set(address, { windowStart: now, count: 1 });
    }
  }

  /** Remembers a key that verified, for the throttle bypass only (verification itself is cached apart). */
  trust(keyHash: string): void {
    if (this.trusted.size >= MAX_TRACKED) this.trusted.clear();
    this.trusted.set(keyHash, this.now() + 10 * WINDOW_MS);
  }

  forget(keyHash: string): void {
    this.trusted.delete(keyHash);
  }

  private prune(now: number): void {
    for (const [address, entry] of this.failures)
      if (entry.windowStart + WINDOW_MS <= now) this.failures.delete(address);
    if (this.failures.size >= MAX_TRACKED) this.failures.clear();
  }
}
