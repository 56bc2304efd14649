/**
 * The soak's ledger audit (test/helpers/soak/ledger.ts) on rows as the store holds them: what it must call a lost,
 * duplicated, altered or unacknowledged entry, a duplicate compaction and an audit row that disagrees. The soak's
 * verdict is only as good as these checks.
 */
import { auditRows, canonical, Ledger, type AuditRow, type EventRow } from '../helpers/soak/ledger';

const T = 'soak-1';
const S = 'agent-1';
const entry = (id: string, text = `text of ${id}`) => ({
  type: 'message',
  id,
  parentId: null,
  timestamp: '2026-12-01T22:00:00.000Z',
  message: { role: 'user', content: text, timestamp: 1 },
});
const messageRow = (e: ReturnType<typeof entry>): EventRow => ({
  tenant_id: T,
  session_id: S,
  entry_id: e.id,
  type: 'message',
  data: e,
});
const compactionRow = (id: string): EventRow => ({
  tenant_id: T,
  session_id: S,
  entry_id: id,
  type: 'compaction',
  data: {},
});
const audit = (runId: string, status: string, entryId: string | null): AuditRow => ({
  tenant_id: T,
  session_id: S,
  run_id: runId,
  status,
  compaction_entry_id: entryId,
});

function ledgerOf(...entries: ReturnType<typeof entry>[]): Ledger {
  const ledger = new Ledger();
  ledger.acknowledge(T, S, entries, false);
  return ledger;
}

describe('the soak ledger audit', () => {
  it('finds nothing wrong when every acknowledged entry is stored once, as sent', () => {
    const [a, b] = [entry('t0-0'), entry('t0-1')];
    const found = auditRows(ledgerOf(a, b), [messageRow(a), messageRow(b)], []);
    expect(found).toMatchObject({ acknowledgedEntries: 2, lost: [], duplicated: [], altered: [], unacknowledged: [] });
    expect(found.duplicateCompactions).toEqual([]);
    expect(found.auditMismatches).toEqual([]);
  });

  it('names an acknowledged entry the store does not hold as lost', () => {
    const [a, b] = [entry('t0-0'), entry('t0-1')];
    expect(auditRows(ledgerOf(a, b), [messageRow(a)], []).lost).toEqual([`${T}/${S}#t0-1`]);
  });

  it('names an entry stored twice as duplicated and one stored with other content as altered', () => {
    const a = entry('t0-0');
    const found = auditRows(ledgerOf(a), [messageRow(a), messageRow(entry('t0-0', 'changed'))], []);
    expect(found.duplicated).toEqual([`${T}/${S}#t0-0`]);
    expect(found.altered).toEqual([`${T}/${S}#t0-0`]);
  });

  it('names a stored message that no acknowledged append sent', () => {
    const a = entry('t0-0');
    expect(auditRows(ledgerOf(a), [messageRow(a), messageRow(entry('t9-0'))], []).unacknowledged).toEqual([
      `${T}/${S}#t9-0`,
    ]);
  });

  it('names a run committed twice and a compaction with no message since the one before', () => {
    const a = entry('t0-0');
    const events = [messageRow(a), compactionRow('c1'), compactionRow('c2')];
    const found = auditRows(ledgerOf(a), events, [
      audit('run-1', 'committed', 'c1'),
      audit('run-1', 'committed', 'c2'),
    ]);
    expect(found.duplicateCompactions).toEqual([
      'run run-1 committed 2 times',
      `${T}/${S}: compaction c2 right after another`,
    ]);
  });

  it('names a compaction entry without a committed audit row, and a result the host read that the audit denies', () => {
    const a = entry('t0-0');
    const ledger = ledgerOf(a);
    ledger.started({
      tenantId: T,
      sessionId: S,
      runId: 'run-1',
      trigger: 'threshold',
      result: { status: 'completed', outcome: 'compacted', compactionEntryId: 'c1' },
    });
    const found = auditRows(ledger, [messageRow(a), compactionRow('c1')], [audit('run-1', 'failed', null)]);
    expect(found.auditMismatches).toEqual([
      `compaction entry c1 of ${S}: audit none`,
      `run run-1 of ${S}: the host read c1, the audit says undefined`,
    ]);
    expect(found.compactions).toEqual({ started: 1, committed: 1, skipped: 0, failed: 0, unfinished: 0 });
  });

  it('compares entries regardless of the order of object keys (jsonb reorders them)', () => {
    expect(canonical({ b: 1, a: { d: 2, c: 3 } })).toBe(canonical({ a: { c: 3, d: 2 }, b: 1 }));
  });
});
