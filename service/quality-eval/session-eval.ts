/**
 * One session's eval (issue 23; quality spec §2–§3): probes frozen before anything is compacted (planted ground
 * truth for a planted-fact session, else derived from the session's structure), each compacting strategy run on its
 * own copy through the real workflow, the three baselines built from the same cut, every context read by the
 * offline reference reader (an upper bound of recall, labelled so) and graded, then the per-strategy numbers. Shared
 * by `compactor eval` and `npm run bench:quality`.
 */
import { deriveProbes, scopeProbes } from '../../core/quality/derive-probes';
import { BASELINE_ARMS, baselineContext } from '../../core/quality/eval-arms';
import { summarizeEval, type StrategyRun, type StrategySummary } from '../../core/quality/eval-report';
import { gradeAnswer } from '../../core/quality/grade';
import type { Probe, ScopedProbe, SkippedCategory } from '../../core/quality/probes';
import { contextText, referenceAnswers } from '../../core/quality/reference-reader';
import { spanMessages } from '../../core/quality/session-walk';
import { estimateContextTokens } from '../../core/compaction/tokens';
import type { SessionEntry } from '../../core/session/entries';
import type { AgentMessage } from '../../core/session/messages';
import { describeCause, failureCause } from './failure-cause';
import { imageSha, runArm, type ArmWorld, type CompactingArm } from './arms';

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
  const derived = deriveProbes(span, session.cwd === undefined ? {} : { cwd: session.cwd });
  const probes = session.planted ?? derived.probes;
  const skipped = session.planted ? [] : derived.skipped;
  const read = (messages: AgentMessage[], frames = new Map<string, string>()) =>
    contextText(messages, (image) => frames.get(imageSha(image)));
  const probeTokens = Math.ceil(probes.reduce((n, p) => n + p.question.length + 1, 0) / 4);
  const runs: StrategyRun[] = [];
  let cut: string | undefined;
  let scoped: ScopedProbe[] = [];
  const grade = (text: string) =>
    referenceAnswers(probes, text, session.cwd).map((answer, i) => gradeAnswer(probes[i]!, answer));
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
        billedInputTokens: got.billedContextTokens + probeTokens,
        billing: 'estimated',
        summarizerTokens:
          before && after
            ? { input: after.input - before.input, output: after.output - before.output }
            : got.summarizerTokens,
        latencyMs: got.latencyMs,
        grades: grade(read(got.messages, got.frameText)),
      });
    } catch (error) {
      const cause = failureCause(error);
      runs.push({
        strategy: arm.strategy,
        status: 'failed',
        reason: describeCause(cause),
        ...(cause.type ? { failureType: cause.type } : {}),
      });
    }
  }
  if (cut) {
    const at = span.findIndex((s) => s.id === cut);
    const compacted = new Set(span.slice(0, at).map((s) => s.id));
    const keptText = read(span.slice(at).map((s) => s.message));
    scoped = scopeProbes(probes, { compacted, keptText, ...(session.cwd ? { cwd: session.cwd } : {}) });
    const baselines = BASELINE_ARMS.map((arm): StrategyRun => {
      const messages = baselineContext(arm, span, cut!);
      const tokens = estimateContextTokens(messages);
      return {
        strategy: arm,
        status: 'ok',
        contextTokens: tokens,
        billedInputTokens: tokens + probeTokens,
        billing: 'estimated',
        summarizerTokens: { input: 0, output: 0 },
        latencyMs: 0,
        grades: grade(read(messages)),
      };
    });
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
