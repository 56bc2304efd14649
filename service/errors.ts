/**
 * The typed failures a host or operator sees from the service layer. The store's own failures (SessionNotFound,
 * StreamConflict, InvalidEntry, SessionBusy) are re-exported unchanged so callers branch on one closed list; the
 * HTTP server maps each `type` to a problem document and the CLI to an exit code.
 */
export {
  EntryNotFound,
  InvalidEntry,
  SessionBusy,
  SessionHandedOff,
  SessionNotFound,
  StreamConflict,
} from '../store/session-store';

/**
 * The branch summary of a navigation failed (provider refused, unreachable, no usable model); the leaf did not
 * move and nothing was written. `failure` names the typed failure (ProviderAuth, ProviderUnavailable, …).
 */
export class BranchSummaryFailed extends Error {
  override readonly name = 'BranchSummaryFailed';
  readonly type = 'BranchSummaryFailed';
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(`branch summary failed (${failure}): ${message}`);
  }
}

/** A feature the API names but the system does not provide yet (never a silent no-op). */
export class NotImplemented extends Error {
  override readonly name = 'NotImplemented';
  readonly type = 'NotImplemented';
}

export class TenantNotFound extends Error {
  override readonly name = 'TenantNotFound';
  readonly type = 'TenantNotFound';
  constructor(readonly tenantId: string) {
    super(`tenant not found: ${tenantId}`);
  }
}

export class TenantExists extends Error {
  override readonly name = 'TenantExists';
  readonly type = 'TenantExists';
  constructor(readonly tenantId: string) {
    super(`tenant already exists: ${tenantId}`);
  }
}

export class KeyNotFound extends Error {
  override readonly name = 'KeyNotFound';
  readonly type = 'KeyNotFound';
  constructor(readonly keyId: string) {
    super(`API key not found: ${keyId}`);
  }
}

/** No compaction run with this id for the session (another tenant's run looks the same). */
export class CompactionNotFound extends Error {
  override readonly name = 'CompactionNotFound';
  readonly type = 'CompactionNotFound';
  constructor(readonly compactionId: string) {
    super(`compaction not found: ${compactionId}`);
  }
}

/** The compaction cannot be reverted now: `detail` names what stands in the way (a later compaction, a running run). */
export class CompactionNotRevertable extends Error {
  override readonly name = 'CompactionNotRevertable';
  readonly type = 'CompactionNotRevertable';
  constructor(
    readonly compactionId: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** The run holds no pending proposal: `detail` says why (decided by whom and when, expired, not a proposal). */
export class ProposalNotPending extends Error {
  override readonly name = 'ProposalNotPending';
  readonly type = 'ProposalNotPending';
  constructor(
    readonly compactionId: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** An approved proposal the session moved past (its branch no longer descends from the snapshot): nothing committed. */
export class ProposalSuperseded extends Error {
  override readonly name = 'ProposalSuperseded';
  readonly type = 'ProposalSuperseded';
  constructor(
    readonly compactionId: string,
    detail: string,
  ) {
    super(detail);
  }
}

export class FrameNotFound extends Error {
  override readonly name = 'FrameNotFound';
  readonly type = 'FrameNotFound';
  constructor(readonly sha256: string) {
    super(`frame not found: ${sha256}`);
  }
}

/** No quality eval was run on the session (`compactor eval <sessionId>` records one). */
export class EvalNotFound extends Error {
  override readonly name = 'EvalNotFound';
  readonly type = 'EvalNotFound';
  constructor(readonly sessionId: string) {
    super(`no quality eval of session ${sessionId} yet: run \`compactor eval ${sessionId}\``);
  }
}

/** The tenant already runs its maximum of concurrent compactions. */
export class CompactionLimitReached extends Error {
  override readonly name = 'CompactionLimitReached';
  readonly type = 'CompactionLimitReached';
  constructor(
    readonly limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`the tenant already runs ${limit} concurrent compaction${limit === 1 ? '' : 's'}`);
  }
}

/** The tenant's or the session's monthly budget is spent and its settings refuse manual compactions past it. */
export class BudgetExceeded extends Error {
  override readonly name = 'BudgetExceeded';
  readonly type = 'BudgetExceeded';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Settings that do not validate: `path` names the failing field (e.g. `compaction.idleTimeoutSeconds`). */
export class InvalidSettings extends Error {
  override readonly name = 'InvalidSettings';
  readonly type = 'InvalidSettings';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`invalid settings at ${path || '(root)'}: ${reason}`);
  }
}

/** A custom prompt template that would not render as meant: `path` names the setting, `placeholder` the unknown name. */
export class InvalidPromptTemplate extends Error {
  override readonly name = 'InvalidPromptTemplate';
  readonly type = 'InvalidPromptTemplate';
  constructor(
    readonly path: string,
    reason: string,
    readonly placeholder?: string,
  ) {
    super(`invalid prompt template at ${path}: ${reason}`);
  }
}

export class ScheduleNotFound extends Error {
  override readonly name = 'ScheduleNotFound';
  readonly type = 'ScheduleNotFound';
  constructor(readonly scheduleId: string) {
    super(`schedule not found: ${scheduleId} (create it with: compactor schedule create)`);
  }
}

export class ScheduleExists extends Error {
  override readonly name = 'ScheduleExists';
  readonly type = 'ScheduleExists';
  constructor(readonly scheduleId: string) {
    super(`schedule already exists: ${scheduleId}`);
  }
}

/**
 * A manual handoff of a session with fewer than two message entries on its active branch (compaction spec §8):
 * there is nothing to hand off. Refused before a run starts; nothing is written.
 */
export class HandoffTooShort extends Error {
  override readonly name = 'HandoffTooShort';
  readonly type = 'HandoffTooShort';
  constructor(
    readonly sessionId: string,
    readonly messageEntries: number,
  ) {
    super(
      `session ${sessionId} has ${messageEntries} message entr${messageEntries === 1 ? 'y' : 'ies'}; a handoff needs at least 2`,
    );
  }
}
