/**
 * Prometheus metrics of one server (own registry, so tests can build several): request latency by route,
 * compactions by trigger/method/outcome, tokens before and after, and failures by kind (provider failures carry
 * their typed failure name: ProviderRateLimited, ContextOverflow, …), and the summary quality gate's verdicts by mode
 * (passed, failed and committed under check, passed on under enforce) and its failed checks by name. A compaction is
 * counted once, the first time the API observes its end.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CompactionView } from '../service/compactions';
import type { CompactSessionResult } from '../workflows/compaction-types';

export interface Metrics {
  readonly registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  observeCompaction(view: CompactionView, trigger?: string): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'compactor_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const compactions = new Counter({
    name: 'compactor_compactions_total',
    help: 'compactions observed by the API, by trigger, method and outcome',
    labelNames: ['trigger', 'method', 'outcome'],
    registers: [registry],
  });
  const tokens = new Histogram({
    name: 'compactor_compaction_tokens',
    help: 'context tokens before and after a compaction',
    labelNames: ['phase'],
    buckets: [1e3, 5e3, 1e4, 2.5e4, 5e4, 1e5, 2e5, 5e5, 1e6],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'compactor_compaction_failures_total',
    help: 'failed compactions by failure kind (provider failures: ProviderRateLimited, ProviderAuth, …)',
    labelNames: ['kind'],
    registers: [registry],
  });
  const gate = new Counter({
    name: 'compactor_summary_quality_total',
    help: 'summaries the quality gate checked, by mode and verdict (passed, failed: committed anyway, passed-on)',
    labelNames: ['mode', 'verdict'],
    registers: [registry],
  });
  const gateMissing = new Counter({
    name: 'compactor_summary_quality_missing_total',
    help: 'failed quality-gate checks by check (content, complete, sections, instruction, question, files)',
    labelNames: ['check'],
    registers: [registry],
  });
  const observeQuality = (quality: NonNullable<CompactSessionResult['quality']>) => {
    const verdict = quality.passed ? 'passed' : quality.mode === 'enforce' ? 'passed-on' : 'failed';
    gate.inc({ mode: quality.mode, verdict });
    for (const check of quality.missing) gateMissing.inc({ check });
  };
  const seen = new Set<string>();
  return {
    registry,
    observeRequest: (labels, seconds) => requests.observe({ ...labels, status: String(labels.status) }, seconds),
    observeCompaction(view, trigger = 'unknown') {
      if (view.status === 'running' || view.status === 'proposed' || seen.has(view.id)) return;
      if (seen.size > 10_000) seen.clear();
      seen.add(view.id);
      if (view.status === 'failed') {
        failures.inc({ kind: view.error?.type ?? 'unknown' });
        compactions.inc({ trigger, method: 'none', outcome: 'failed' });
        return;
      }
      const result = view.result!;
      compactions.inc({ trigger, method: result.method ?? 'none', outcome: result.outcome });
      tokens.observe({ phase: 'before' }, result.tokensBefore);
      if (result.tokensAfter !== undefined) tokens.observe({ phase: 'after' }, result.tokensAfter);
      if (result.quality) observeQuality(result.quality);
    },
  };
}
