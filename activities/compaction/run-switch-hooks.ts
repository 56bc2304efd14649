/**
 * Activity: the host's before-switch hooks ahead of a handoff (compaction spec §8, v17 `session_before_switch
 * {reason: "handoff"}`). Only the cancel flag returns to the workflow.
 */
import type { CompactionDeps } from './deps';

export interface BeforeSwitchInput {
  tenantId: string;
  sessionId: string;
  reason: 'handoff';
  newSessionId: string;
}

export function createRunBeforeSwitchHooks(deps: CompactionDeps) {
  return async function runBeforeSwitchHooks(input: BeforeSwitchInput): Promise<{ cancel: boolean }> {
    if (deps.hooks.size === 0) return { cancel: false };
    const { tenantId, sessionId, reason, newSessionId } = input;
    const result = await deps.hooks.beforeSwitch({ tenantId, sessionId, reason, newSessionId });
    return { cancel: result?.cancel === true };
  };
}
