/**
 * The chain's attempts as the audit row keeps them (compaction spec §3.9: every method tried, in order, and why
 * it passed on). Only method names and short reasons: never content. Recording them adds no command to the
 * history (only the commit's input grows), so runs recorded before replay unchanged.
 */
import type { MethodAttempt } from '../store/compaction-writes/record-compaction';
import type { FieldsResult } from './compaction-fields';
import { NATIVE_ATTEMPT } from './native-method';

/** The attempts before the content methods: a requested handoff that passed on. */
export const startAttempts = (handoffPassedOn: string | undefined): MethodAttempt[] =>
  handoffPassedOn ? [{ method: 'handoff', outcome: 'passed-on', reason: handoffPassedOn }] : [];

/** The name of the method that made the fields (a before-compact hook's own compaction is `hook`). */
export function usedMethod(made: Extract<FieldsResult, { kind: 'fields' }>): string {
  if (made.fields.fromExtension) return 'hook';
  if (made.native) return NATIVE_ATTEMPT;
  return made.fields.method ?? 'summary';
}
