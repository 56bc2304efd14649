/**
 * One session's eval (issue 23; quality spec §2–§3): probes frozen before anything is compacted (planted ground
 * truth for a planted-fact session, else derived from the session's structure), each compacting strategy run on its
 * own copy through the real workflow, the three baselines built from the same cut, every context read by the
 * eval's reader (the offline reference reader, an upper bound of recall, unless a live model is given) and graded,
 * then the per-strategy numbers. A failed compaction or read fails its row with the typed cause, never the session.
 * Shared by `compactor eval` and `npm run bench:quality`.
 */
import { deriveProbes, scopeProbes } from '../../core/quality/derive-probes';
import { BASELINE_ARMS, baselineContext } from '../../core/quality/eval-arms';
import { summarizeEval, type StrategyRun, type StrategySummary } from '../../core/quality/eval-report';
import type { Probe, ScopedProbe, SkippedCategory } from '../../core/quality/probes';
import { contextText } from '../../core/quality/reference-reader';
import { spanMessages, type SpanMessage } from '../../core/quality/session-walk';
import { estimateContextTokens } from '../../core/compaction/tokens';
import type { SessionEntry } from '../../core/session/entries';
import { runArm, type ArmWorld, type CompactingArm } from './arms';
import { referenceReader, type EvalReader, type ReadContext } from './eval-reader';
import { describeCause, failureCause } from './failure-cause';

export interface EvalSession {
  name: string;
  entries: SessionEntry[];
  cwd?: string;
  /** Ground truth planted in the session, or a curated probe file: used instead of derived probes. */
  planted?: Probe[];
}

export interface SessionEval {
  session: string;
  tokens: number;
  probes: { total: number; compacted: number; byCategory: Record<string, number> };
  skipped: SkippedCategory[];
  summaries: StrategySummary[];
}

export interface EvalDeps {
  world: ArmWorld;
  tenantId: string;
  run: string;
  arms: readonly CompactingArm[];
  /**
   * Summarizer tokens spent so far, when the caller counts them itself (the bench: chars/4 of what the wire fake was
   * sent and answered). Without it each arm reports the provider usage its run recorded.
   */
  spent?: () => { input: number; output: number };
  /** Who answers the probes (default: the offline reference reader). */
  reader?: EvalReader;
  /** Decision probes from a probe-writer model, written before anything is compacted; none: decision is skipped. */
  probeWriter?: (span: readonly SpanMessage[]) => Promise<Probe[]>;
}

/** The session's path from its root to its last entry (a branched file evaluates its newest branch). */
function pathOf(entries: readonly SessionEntry[]): SessionEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const path: SessionEntry[] = [];
  for (let e = entries.at(-1); e; e = e.parentId ? byId.get(e.parentId) : undefined) path.push(e);
  return path.reverse();
}

export async function evalSession(deps: EvalDeps, session: EvalSession): Promise<SessionEval> {
  const span = spanMessages(pathOf(session.entries));
  const written = session.planted ? undefined : await writeDecisions(deps, span);
  const decisions = written?.probes ?? [];
  const derived = deriveProbes(span, { ...(session.cwd === undefined ? {} : { cwd: session.cwd }), decisions });
  const probes = session.planted ?? derived.probes;
  const skipped = session.planted ? [] : written?.skipped ? [written.skipped] : derived.skipped;
  const reader = deps.reader ?? referenceReader;
  const probeTokens = Math.ceil(probes.reduce((n, p) => n + p.question.length + 1, 0) / 4);
  /** The reader's grades and, for a live reader, the next turn's input as the provider billed it. */
  const readRun = async (context: ReadContext, estimatedTokens: number) => {
    const read = await reader.read(probes, context, session.cwd);
    return {
      grades: read.grades,
      ...(read.usage
        ? {
            billedInputTokens: read.usage.billedInput,
            billing: 'provider' as const,
            readerTokens: { input: read.usage.input, output: read.usage.output },
          }
        : { billedInputTokens: estimatedTokens + probeTokens, billing: 'estimated' as const }),
    };
  };
  const failed = (strategy: string, error: unknown): StrategyRun => {
    const cause = failureCause(error);
    return {
      strategy,
      status: 'failed',
      reason: describeCause(cause),
      ...(cause.type ? { failureType: cause.type } : {}),
    };
  };
  const runs: StrategyRun[] = [];
  let cut: string | undefined;
  let scoped: ScopedProbe[] = [];
  for (const arm of deps.arms) {
    const before = deps.spent?.();
    const sessionId = `${deps.run}-${session.name}-${arm.strategy}`;
    try {
      const got = await runArm(deps.world, arm, { tenantId: deps.tenantId, sessionId, entries: session.entries });
      const after = deps.spent?.();
      cut ??= got.firstKeptEntryId;
      runs.push({
        strategy: arm.strategy,
        status: 'ok',
        ...(got.method ? { method: got.method } : {}),
        contextTokens: got.contextTokens,
        summarizerTokens:
          before && after
            ? { input: after.input - before.input, output: after.output - before.output }
            : got.summarizerTokens,
        latencyMs: got.latencyMs,
        ...(await readRun({ messages: got.messages, frameText: got.frameText }, got.billedContextTokens)),
      });
    } catch (error) {
      runs.push(failed(arm.strategy, error));
    }
  }
  if (cut) {
    const at = span.findIndex((s) => s.id === cut);
    const compacted = new Set(span.slice(0, at).map((s) => s.id));
    const keptText = contextText(span.slice(at).map((s) => s.message));
    scoped = scopeProbes(probes, { compacted, keptText, ...(session.cwd ? { cwd: session.cwd } : {}) });
    const baselines: StrategyRun[] = [];
    for (const arm of BASELINE_ARMS) {
      const messages = baselineContext(arm, span, cut);
      const tokens = estimateContextTokens(messages);
      try {
        const read = await readRun({ messages }, tokens);
        const none = { input: 0, output: 0 };
        baselines.push({
          strategy: arm,
          status: 'ok',
          contextTokens: tokens,
          summarizerTokens: none,
          latencyMs: 0,
          ...read,
        });
      } catch (error) {
        baselines.push(failed(arm, error));
      }
    }
    runs.unshift(...baselines);
  }
  const byCategory: Record<string, number> = {};
  for (const p of scoped.filter((s) => s.scope === 'compacted'))
    byCategory[p.category] = (byCategory[p.category] ?? 0) + 1;
  return {
    session: session.name,
    tokens: estimateContextTokens(span.map((s) => s.message)),
    probes: { total: probes.length, compacted: Object.values(byCategory).reduce((a, b) => a + b, 0), byCategory },
    skipped,
    summaries: summarizeEval(runs, scoped),
  };
}

/** The probe writer's decision probes; when it wrote none or failed, decision is skipped with that reason. */
async function writeDecisions(
  deps: EvalDeps,
  span: readonly SpanMessage[],
): Promise<{ probes: Probe[]; skipped?: SkippedCategory } | undefined> {
  if (!deps.probeWriter) return undefined;
  try {
    const probes = await deps.probeWriter(span);
    if (probes.length > 0) return { probes };
    return { probes, skipped: { category: 'decision', reason: 'the probe writer found no stated decision' } };
  } catch (error) {
    const reason = `the probe writer failed: ${describeCause(failureCause(error))}`;
    return { probes: [], skipped: { category: 'decision', reason } };
  }
}
