/**
 * Typed failures of the session store. Plain Error subclasses with a `type` the activity layer maps to
 * non-retryable ApplicationFailures; workflows branch on the type, never on the message.
 */

/** The stream moved on: the expected leaf/seq no longer holds, or a concurrent append took the same seq or id. */
export class StreamConflict extends Error {
  override readonly name = 'StreamConflict';
  readonly type = 'StreamConflict';
  constructor(
    message: string,
    readonly details: { sessionId: string; constraint?: string; expected?: unknown; actual?: unknown },
  ) {
    super(message);
  }
}

/** No such session for this tenant (row-level security makes another tenant's session look the same). */
export class SessionNotFound extends Error {
  override readonly name = 'SessionNotFound';
  readonly type = 'SessionNotFound';
  constructor(readonly sessionId: string) {
    super(`session not found: ${sessionId}`);
  }
}

/**
 * Too many writers of one session at once in this process: the session's writes already queue behind a writer
 * (its row may be locked by a stuck transaction). Retryable after a short pause; nothing was written.
 */
export class SessionBusy extends Error {
  override readonly name = 'SessionBusy';
  readonly type = 'SessionBusy';
  constructor(
    readonly sessionId: string,
    readonly waiting: number,
  ) {
    super(`session ${sessionId} is busy: ${waiting} writes already wait for it; retry shortly`);
  }
}

/**
 * The session was handed off (compaction strategy `handoff`): it continues in `toSessionId`, and its own log is
 * closed to new entries so that no turn lands in a session nobody will read again.
 */
export class SessionHandedOff extends Error {
  override readonly name = 'SessionHandedOff';
  readonly type = 'SessionHandedOff';
  constructor(
    readonly sessionId: string,
    readonly toSessionId: string | undefined,
  ) {
    super(`session ${sessionId} was handed off${toSessionId ? ` to ${toSessionId}` : ''}; append to that session`);
  }
}

/** No entry with this id in the session (a navigation target, for instance). */
export class EntryNotFound extends Error {
  override readonly name = 'EntryNotFound';
  readonly type = 'EntryNotFound';
  constructor(
    readonly sessionId: string,
    readonly entryId: string,
  ) {
    super(`entry not found: ${entryId} in session ${sessionId}`);
  }
}

/** An entry failed validation; `path` names the field, `line` the file line when it came from an import. */
export class InvalidEntry extends Error {
  override readonly name = 'InvalidEntry';
  readonly type = 'InvalidEntry';
  constructor(
    message: string,
    readonly path: string | undefined,
    readonly line?: number,
    /** Index of the entry in its append batch. */
    readonly index?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
  }
}

/** Postgres unique violation on a named constraint, whatever the driver's error shape (postgres.js, PGlite). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = e as Record<string, unknown>;
    if (code === '23505') return String(constraint_name ?? constraint ?? '');
  }
  return undefined;
}
