/** Operational failures of a Temporal cluster the process was pointed at, worded for the person running it. */

/** TEMPORAL_ADDRESS (or the worker's default) does not answer. */
export class TemporalUnreachable extends Error {
  override readonly name = 'TemporalUnreachable';
  readonly type = 'TemporalUnreachable';
  readonly transportError: unknown;
  constructor(
    readonly address: string,
    cause: unknown,
  ) {
    super(
      `could not reach Temporal at ${address} (${reason(cause)}). Start one with \`temporal server start-dev\` ` +
        '(or `docker compose up temporal`), or set TEMPORAL_ADDRESS=host:port to a running server; CLI commands ' +
        'without TEMPORAL_ADDRESS run an embedded dev server instead',
    );
    // The transport error is summarized above; kept off `cause` so one-line reports do not repeat it raw.
    this.transportError = cause;
  }
}

/** Nothing polls the task queue a workflow would be started on, so it would wait forever. */
export class NoWorkerPolling extends Error {
  override readonly name = 'NoWorkerPolling';
  readonly type = 'NoWorkerPolling';
  constructor(address: string, namespace: string, taskQueue: string) {
    super(
      `no worker is polling task queue "${taskQueue}" in namespace "${namespace}" at ${address}: start one with ` +
        `\`TEMPORAL_ADDRESS=${address} TEMPORAL_TASK_QUEUE=${taskQueue} compactor worker\` (same database), ` +
        'or unset TEMPORAL_ADDRESS to compact on the embedded stack',
    );
  }
}

/** Connects with `connect`, turning a transport failure into TemporalUnreachable naming the address. */
export async function reach<T>(address: string, connect: () => Promise<T>): Promise<T> {
  try {
    return await connect();
  } catch (error) {
    throw new TemporalUnreachable(address, error);
  }
}

function reason(cause: unknown): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  if (/ConnectionRefused|Connection refused|ECONNREFUSED/i.test(message)) return 'connection refused';
  if (/deadline/i.test(message)) return 'no answer before the connect deadline';
  if (/dns error|ENOTFOUND|EAI_AGAIN|lookup/i.test(message)) return 'host name not found';
  return message.split('\n')[0]!.slice(0, 200);
}
