/**
 * `compactor eval` on a running stack: the sessions of the target, each evaluated by every requested strategy
 * (session-eval.ts), read by the offline reference reader or a live model, and the report as JSON or as one table
 * per session under the reader's label. The eval of a stored session is recorded with it.
 */
import { randomUUID } from 'node:crypto';
import { evalTable } from '../../core/quality/eval-table';
import type { Probe } from '../../core/quality/probes';
import type { Db } from '../../store/database';
import { recordSessionEval } from '../../store/evals/session-evals';
import { loadActiveBranch } from '../../store/session-store';
import type { ArmWorld } from './arms';
import type { EvalTarget } from './eval-inputs';
import { referenceReader, type EvalReader, type ReaderInfo } from './eval-reader';
import { evalSession, type EvalDeps, type EvalSession, type SessionEval } from './session-eval';
import { readSessionFile } from './session-file';
import { strategyArm, type EvalStrategy } from './strategies';
import path from 'node:path';

export interface EvalRequest {
  target: EvalTarget;
  strategies: EvalStrategy[];
  /** The session's active model (`provider/id`): the summarizer's and the frame shape's. */
  model: string;
  /** A curated probe file's probes, used for every session instead of derived ones. */
  probes?: { file: string; probes: Probe[] };
  /** `provider/id` of the probe writer, reported (the world carries the writer itself). */
  probeWriter?: string;
}

export interface EvalStackWorld extends ArmWorld {
  tenantId: string;
  /** Who answers the probes (default: the offline reference reader). */
  reader?: EvalReader;
  /** Writes decision probes (`--probe-writer`); none: decision probes are skipped and reported so. */
  probeWriter?: EvalDeps['probeWriter'];
}

export interface EvalReport {
  /** Which reader produced the figures: the reference reader (an upper bound) or a live model, by name. */
  reader: ReaderInfo;
  /** The probe writer of decision probes, when one was configured. */
  probeWriter?: string;
  model: string;
  strategies: EvalStrategy[];
  probes: 'auto' | { file: string; count: number };
  /** The id prefix of the copies this run stored: `<run>-<session>-<strategy>`. */
  run: string;
  sessions: SessionEval[];
}

/** The sessions of a target; a stored session that does not exist throws the store's SessionNotFound. */
export async function loadEvalSessions(db: Db, tenantId: string, target: EvalTarget): Promise<EvalSession[]> {
  if (target.kind === 'files')
    return target.files.map((file) => ({ name: path.basename(file, '.jsonl'), ...readSessionFile(file) }));
  const branch = await loadActiveBranch(db, { tenantId, sessionId: target.sessionId, full: true });
  return [{ name: target.sessionId, entries: branch.entries }];
}

export async function runEval(world: EvalStackWorld, request: EvalRequest): Promise<EvalReport> {
  const sessions = await loadEvalSessions(world.db, world.tenantId, request.target);
  const run = `eval-${randomUUID().slice(0, 8)}`;
  const deps = {
    world,
    tenantId: world.tenantId,
    run,
    arms: request.strategies.map((s) => strategyArm(s, request.model)),
    ...(world.reader ? { reader: world.reader } : {}),
    ...(world.probeWriter ? { probeWriter: world.probeWriter } : {}),
  };
  const results: SessionEval[] = [];
  for (const session of sessions) {
    const curated = request.probes ? { planted: request.probes.probes } : {};
    results.push(await evalSession(deps, { ...session, ...curated }));
  }
  const report: EvalReport = {
    reader: (world.reader ?? referenceReader).info,
    ...(request.probeWriter ? { probeWriter: request.probeWriter } : {}),
    model: request.model,
    strategies: request.strategies,
    probes: request.probes ? { file: request.probes.file, count: request.probes.probes.length } : 'auto',
    run,
    sessions: results,
  };
  if (request.target.kind === 'session') await recordEval(world, request.target.sessionId, report);
  return report;
}

/** A stored session's eval is kept with it: the viewer and `GET /v1/sessions/{id}/evals/latest` show the newest. */
async function recordEval(world: EvalStackWorld, sessionId: string, report: EvalReport): Promise<void> {
  const { sessions, ...rest } = report;
  const ids = { tenantId: world.tenantId, sessionId };
  await recordSessionEval(world.db, ids, {
    run: report.run,
    reader: report.reader.label,
    report: { ...rest, session: sessions[0] },
  });
}

/** One table per session, under the reader's label (an upper bound of recall). */
export function describeEval(report: EvalReport): string {
  const probes = report.probes === 'auto' ? 'derived from each session' : `from ${report.probes.file}`;
  return report.sessions
    .map((s) =>
      evalTable({
        title: `${s.session}: ${s.tokens} tokens, ${s.probes.compacted} of ${s.probes.total} probes (${probes}) in the compacted span`,
        reader: report.reader.label,
        summaries: s.summaries,
        skipped: s.skipped,
      }),
    )
    .join('\n\n');
}
