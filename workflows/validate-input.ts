/**
 * Checks a compactSession input before any effect (v2 program). Callers validate at their boundary too (CLI, API);
 * this guards the workflow against anything that reaches it anyway: a bad value fails the run with a typed
 * `InvalidCompactionInput` instead of a runtime error deep in the decisions. Model references are resolved (and
 * reported when malformed) by the catalog activity.
 */
import { COMPACTION_STRATEGIES, type CompactionStrategy } from '../core/compaction/settings';
import { COMPACTION_TRIGGERS, type CompactionTrigger } from '../core/compaction/trigger';
import type { CompactSessionInput } from './compaction-types';
import { workflowFailure } from './workflow-failures';

const TRIGGERS: readonly CompactionTrigger[] = COMPACTION_TRIGGERS;
const STRATEGIES: readonly CompactionStrategy[] = COMPACTION_STRATEGIES;
const COUNTS = ['contextWindow', 'idleThresholdTokens', 'nonMessageTokens', 'keepRecentTokens', 'reserveTokens'];

export function validateCompactionInput(input: CompactSessionInput): void {
  const problems: string[] = [];
  const text = (name: string, value: unknown) => {
    if (typeof value !== 'string' || value === '') problems.push(`${name} must be a non-empty string`);
  };
  text('tenantId', input.tenantId);
  text('sessionId', input.sessionId);
  if (!TRIGGERS.includes(input.trigger)) problems.push(`trigger must be one of ${TRIGGERS.join(', ')}`);
  if (input.strategy !== undefined && !STRATEGIES.includes(input.strategy)) {
    problems.push(`strategy must be one of ${STRATEGIES.join(', ')}`);
  }
  for (const key of ['model', 'summaryModel', 'instructions'] as const) {
    if (input[key] !== undefined) text(key, input[key]);
  }
  const settings = (input.settings ?? {}) as Record<string, unknown>;
  for (const key of COUNTS) {
    const value = settings[key];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
      problems.push(`settings.${key} must be a non-negative number`);
    }
  }
  if (problems.length > 0) {
    throw workflowFailure('InvalidCompactionInput', `invalid compaction request: ${problems.join('; ')}`);
  }
}
