/**
 * How the gate model's record joins the quality gate's (issue 23; quality spec §4): recorded under `check`, and under
 * `enforce` a score below GATE_MODEL_FLOOR fails the summary like a failed check. Pure.
 */
import { GATE_MODEL_CHECK, GATE_MODEL_FLOOR, type GateModelRecord } from './gate-model-probes';
import type { SummaryQuality } from './quality-gate';

/** The record with the gate model's part: under `enforce`, a score below the floor fails it (check `gate-model`). */
export function withGateModelRecord(quality: SummaryQuality, record: GateModelRecord): SummaryQuality {
  const failing = quality.mode === 'enforce' && 'score' in record && record.score < GATE_MODEL_FLOOR;
  if (!failing) return { ...quality, gateModel: record };
  return { ...quality, passed: false, missing: [...quality.missing, GATE_MODEL_CHECK], gateModel: record };
}
