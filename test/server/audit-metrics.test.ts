/**
 * The Prometheus gauges read from the audit rows (server/audit-metrics.ts): speculations by status, every status
 * present even at zero, and the chain's pass-ons by method and reason; a failed read repeats the last figures
 * instead of failing the scrape.
 */
import { Registry } from 'prom-client';
import { registerAuditGauges } from '../../server/audit-metrics';
import type { PassOnCount, SpeculationCount } from '../../store/usage/audit-counts';

async function scrape(registry: Registry): Promise<Record<string, number>> {
  const lines = (await registry.metrics()).split('\n').filter((l) => l.startsWith('compactor_'));
  return Object.fromEntries(
    lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]),
  );
}

describe('the audit gauges', () => {
  it('report the speculations by status and the pass-ons by method and reason, and repeat them when a read fails', async () => {
    const registry = new Registry();
    let speculations: SpeculationCount[] | Error = [
      { status: 'claimed', runs: 3 },
      { status: 'discarded', runs: 1 },
    ];
    let passOns: PassOnCount[] | Error = [
      { method: 'handoff', reason: 'failed', attempts: 2 },
      { method: 'context-full', reason: 'quality-gate', attempts: 1 },
    ];
    const read =
      <T>(value: () => T | Error) =>
      async () => {
        const v = value();
        if (v instanceof Error) throw v;
        return v;
      };
    registerAuditGauges(registry, { speculations: read(() => speculations), passOns: read(() => passOns) });
    const expected = {
      'compactor_speculations{status="running"}': 0,
      'compactor_speculations{status="armed"}': 0,
      'compactor_speculations{status="claimed"}': 3,
      'compactor_speculations{status="discarded"}': 1,
      'compactor_compaction_pass_ons{method="handoff",reason="failed"}': 2,
      'compactor_compaction_pass_ons{method="context-full",reason="quality-gate"}': 1,
    };
    expect(await scrape(registry)).toEqual(expected);
    speculations = new Error('database away');
    passOns = new Error('database away');
    expect(await scrape(registry)).toEqual(expected);
  });
});
