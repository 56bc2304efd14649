/**
 * The soak's ledger: every append the API acknowledged (its entries as sent) and every compaction an append started
 * (its run id, and the result the host read). `auditLedger` checks it against the store once the run is over,
 * reading the tables directly: every acknowledged entry stored exactly once and unchanged, nothing stored that was
 * never acknowledged, every compaction committed at most once with an audit row that agrees with the store and with
 * the result the host was given, and no compaction that summarized nothing new (a duplicate).
 */
import postgres from 'postgres';

export interface StartedRun {
  tenantId: string;
  sessionId: string;
  runId: string;
  trigger: string;
  /** The result the host read, once the run finished. */
  result?: { status: string; outcome?: string; compactionEntryId?: string };
}

const sessionKey = (tenantId: string, sessionId: string) => `${tenantId}/${sessionId}`;

export class Ledger {
  /** Per session: entry id → the entry as sent, canonical JSON. */
  readonly acknowledged = new Map<string, Map<string, string>>();
  readonly runs: StartedRun[] = [];
  /** Appends acknowledged (201 written, 200 replayed) and auto-compactions the tenant's limit deferred. */
  appends = 0;
  replayed = 0;
  deferred = 0;

  acknowledge(tenantId: string, sessionId: string, entries: readonly { id: string }[], replayed: boolean): void {
    const key = sessionKey(tenantId, sessionId);
    const session = this.acknowledged.get(key) ?? new Map<string, string>();
    this.acknowledged.set(key, session);
    for (const entry of entries) session.set(entry.id, canonical(entry));
    this.appends += 1;
    if (replayed) this.replayed += 1;
  }

  started(run: StartedRun): StartedRun {
    this.runs.push(run);
    return run;
  }
}

export interface LedgerAudit {
  acknowledgedEntries: number;
  /** Acknowledged entries the store does not hold. */
  lost: string[];
  /** Acknowledged entries stored more than once, or stored with other content than was sent. */
  duplicated: string[];
  altered: string[];
  /** Message entries in the store that no acknowledged append sent. */
  unacknowledged: string[];
  compactions: { started: number; committed: number; skipped: number; failed: number; unfinished: number };
  /** Runs that committed more than one entry, and compactions with no new message since the previous one. */
  duplicateCompactions: string[];
  /** Disagreements between compaction entries, audit rows and the results the hosts read. */
  auditMismatches: string[];
}

export interface EventRow {
  tenant_id: string;
  session_id: string;
  entry_id: string | null;
  type: string;
  data: unknown;
}

export interface AuditRow {
  tenant_id: string;
  session_id: string;
  run_id: string;
  status: string;
  compaction_entry_id: string | null;
}

export async function auditLedger(databaseUrl: string, ledger: Ledger): Promise<LedgerAudit> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const events = await sql<EventRow[]>`
      select tenant_id, session_id, entry_id, type, data from session_events order by tenant_id, session_id, seq`;
    const audits = await sql<AuditRow[]>`
      select tenant_id, session_id, run_id, status, compaction_entry_id from compactions order by id`;
    return auditRows(ledger, events, audits);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The audit of the store's rows (events in `seq` order per session, audit rows in `id` order) against the ledger. */
export function auditRows(ledger: Ledger, events: readonly EventRow[], audits: readonly AuditRow[]): LedgerAudit {
  return { ...checkEntries(ledger, events), ...checkCompactions(ledger, events, audits) };
}

function checkEntries(ledger: Ledger, events: readonly EventRow[]) {
  const stored = new Map<string, EventRow[]>();
  for (const row of events) {
    if (row.entry_id === null) continue;
    const key = `${sessionKey(row.tenant_id, row.session_id)}#${row.entry_id}`;
    stored.set(key, [...(stored.get(key) ?? []), row]);
  }
  const found = { acknowledgedEntries: 0, lost: [] as string[], duplicated: [] as string[], altered: [] as string[] };
  for (const [session, entries] of ledger.acknowledged) {
    for (const [entryId, sent] of entries) {
      found.acknowledgedEntries += 1;
      const rows = stored.get(`${session}#${entryId}`) ?? [];
      const where = `${session}#${entryId}`;
      if (rows.length === 0) found.lost.push(where);
      if (rows.length > 1) found.duplicated.push(where);
      if (rows.some((row) => canonical(row.data) !== sent)) found.altered.push(where);
    }
  }
  const unacknowledged = events
    .filter((row) => row.type === 'message' && row.entry_id !== null)
    .map((row) => sessionKey(row.tenant_id, row.session_id) + `#${row.entry_id}`)
    .filter((where) => {
      const [session, entryId] = where.split('#') as [string, string];
      return !ledger.acknowledged.get(session)?.has(entryId);
    });
  return { ...found, unacknowledged };
}

function checkCompactions(ledger: Ledger, events: readonly EventRow[], audits: readonly AuditRow[]) {
  const mismatches: string[] = [];
  const duplicates: string[] = [];
  const entries = events.filter((row) => row.type === 'compaction');
  const byEntry = new Map(audits.filter((a) => a.compaction_entry_id).map((a) => [a.compaction_entry_id!, a]));
  for (const entry of entries) {
    const audit = byEntry.get(entry.entry_id!);
    if (!audit || audit.status !== 'committed') {
      mismatches.push(`compaction entry ${entry.entry_id} of ${entry.session_id}: audit ${audit?.status ?? 'none'}`);
    }
  }
  const entryIds = new Set(entries.map((e) => e.entry_id));
  for (const audit of audits) {
    if (audit.status === 'running') mismatches.push(`run ${audit.run_id} of ${audit.session_id}: still running`);
    const committed = audit.status === 'committed';
    if (committed !== (audit.compaction_entry_id !== null && entryIds.has(audit.compaction_entry_id))) {
      mismatches.push(
        `run ${audit.run_id} of ${audit.session_id}: ${audit.status}, entry ${audit.compaction_entry_id}`,
      );
    }
  }
  const committedByRun = new Map<string, number>();
  for (const audit of audits) {
    if (audit.status === 'committed') committedByRun.set(audit.run_id, (committedByRun.get(audit.run_id) ?? 0) + 1);
  }
  for (const [runId, count] of committedByRun) if (count > 1) duplicates.push(`run ${runId} committed ${count} times`);
  duplicates.push(...emptyCompactions(events));
  const counts = { started: ledger.runs.length, committed: 0, skipped: 0, failed: 0, unfinished: 0 };
  for (const run of ledger.runs) {
    const audit = audits.find((a) => a.run_id === run.runId);
    const outcome = run.result?.outcome;
    if (!run.result) counts.unfinished += 1;
    else if (run.result.status === 'failed') counts.failed += 1;
    else if (outcome === 'compacted') counts.committed += 1;
    else counts.skipped += 1;
    const host = outcome === 'compacted' ? run.result?.compactionEntryId : undefined;
    const store = audit?.status === 'committed' ? (audit.compaction_entry_id ?? undefined) : undefined;
    if (run.result && host !== store) {
      mismatches.push(`run ${run.runId} of ${run.sessionId}: the host read ${host}, the audit says ${store}`);
    }
  }
  return { compactions: counts, duplicateCompactions: duplicates, auditMismatches: mismatches };
}

/** Compactions on one session with no message appended between them and the compaction before. */
function emptyCompactions(events: readonly EventRow[]): string[] {
  const found: string[] = [];
  const messagesSince = new Map<string, number>();
  for (const row of events) {
    const key = sessionKey(row.tenant_id, row.session_id);
    if (row.type === 'message') messagesSince.set(key, (messagesSince.get(key) ?? 0) + 1);
    if (row.type !== 'compaction') continue;
    if (messagesSince.get(key) === 0) found.push(`${key}: compaction ${row.entry_id} right after another`);
    messagesSince.set(key, 0);
  }
  return found;
}

/** JSON with object keys sorted, so that the store's jsonb key order does not count as a change. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
