/**
 * How an agent host talks to the API during a soak: every request is retried on a retryable answer exactly as a host
 * would — a 503 or 429 after its `Retry-After`, a refused or dropped connection after a second — until it gets a
 * final answer or the give-up bound passes. Every answer is counted by status, and every answer that breaks the
 * contract is kept as a violation: any 500, a 503 or 429 without `Retry-After` or not a problem document.
 */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Operation {
  kind: string;
  startedAt: number;
  endedAt: number;
  /** Attempts it took (1 when the first answer was final). */
  attempts: number;
}

/** What every host of one soak shares: the counts, the violations and the timed operations. */
export class Traffic {
  readonly statuses = new Map<number, number>();
  readonly violations: string[] = [];
  readonly operations: Operation[] = [];
  connectionErrors = 0;
  retries = 0;

  count(status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  violation(text: string): void {
    if (this.violations.length < 200) this.violations.push(text);
  }
}

export interface ClientOptions {
  url: string;
  key: string;
  traffic: Traffic;
  /** A request still without a final answer after this long fails the soak. */
  giveUpMs?: number;
  /** One attempt's bound: an answer that takes longer counts as a dropped connection. */
  attemptTimeoutMs?: number;
}

const RETRYABLE = new Set([429, 503]);

export class HostClient {
  constructor(private readonly options: ClientOptions) {}

  /** Sends until a final answer; resolves with it (any status that is not retryable). */
  async send(kind: string, method: string, path: string, init: { json?: unknown; headers?: object } = {}) {
    const { traffic } = this.options;
    const startedAt = Date.now();
    const until = startedAt + (this.options.giveUpMs ?? 600_000);
    for (let attempts = 1; ; attempts += 1) {
      const answer = await this.attempt(method, path, init);
      if (answer) traffic.count(answer.status);
      const waitMs = answer ? this.retryDelay(kind, method, path, answer) : 1_000;
      if (waitMs === undefined) {
        traffic.operations.push({ kind, startedAt, endedAt: Date.now(), attempts });
        return answer!;
      }
      if (Date.now() + waitMs > until) {
        throw new Error(`${method} ${path}: no final answer within ${this.options.giveUpMs ?? 600_000} ms`);
      }
      traffic.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  private async attempt(method: string, path: string, init: { json?: unknown; headers?: object }) {
    try {
      const response = await fetch(`${this.options.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.key}`,
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        signal: AbortSignal.timeout(this.options.attemptTimeoutMs ?? 180_000),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseBody(text) } satisfies Answer;
    } catch {
      this.options.traffic.connectionErrors += 1;
      return undefined;
    }
  }

  /** Milliseconds to wait before the next attempt, or undefined when the answer is final. */
  private retryDelay(kind: string, method: string, path: string, answer: Answer): number | undefined {
    const where = `${kind} ${method} ${path}`;
    if (answer.status >= 500 && answer.status !== 503) {
      this.options.traffic.violation(`${where}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return answer.status === 500 ? 1_000 : undefined;
    }
    if (!RETRYABLE.has(answer.status)) return undefined;
    const retryAfter = Number(answer.headers.get('retry-after'));
    const problem = (answer.headers.get('content-type') ?? '').startsWith('application/problem+json');
    if (!problem || !Number.isFinite(retryAfter) || retryAfter <= 0) {
      this.options.traffic.violation(`${where}: ${answer.status} without Retry-After or problem+json`);
    }
    return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1_000;
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
