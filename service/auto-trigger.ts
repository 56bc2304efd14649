/**
 * Which compaction an append starts on its own (compaction spec §3.3), decided over the appended batch: the last
 * appended assistant message is a context overflow → `overflow`; it stopped on length → `incomplete`; otherwise
 * the context after the append over the model's threshold → `threshold`. Only a message of the session's model
 * counts (a turn of another model says nothing about this window); aborted turns never trigger.
 */
import {
  calculateContextTokens,
  compactionThreshold,
  DEFAULT_COMPACTION_SETTINGS,
  modelRef,
  resolveModel,
  type ModelInfo,
} from '../core';
import type { SessionEntry } from '../core/session/entries';
import type { AssistantMessage } from '../core/session/messages';
import { isContextOverflowError } from '../core/summary/provider-error-patterns';
import type { CompactionTrigger } from '../workflows/compaction-types';
import { compactionDisabled, type SessionSettings } from '../core/session/session-settings-schema';
import { lastAssistant } from './turn-maintenance';

export interface AutoTriggerInput {
  settings: SessionSettings;
  appended: readonly SessionEntry[];
  /** The local estimate of the rebuilt context after the append and its maintenance. */
  estimatedTokens: number;
  /** Tokens the turn's maintenance freed: taken off the provider's figure, which counted them (spec §3.3 step 9). */
  tokensFreed?: number;
}

export interface AutoTrigger {
  trigger: Exclude<CompactionTrigger, 'manual' | 'idle'>;
  /** The session's model as provider/id, handed to the workflow. */
  model: string;
  /** The decision number after maintenance: the larger of the turn's provider usage less what the maintenance freed
   * and the local estimate. */
  contextTokens: number;
  /**
   * Threshold only: the turn is a final text answer (stopped, no tool call). The agent has nothing left to resume,
   * so the compaction does not continue it (spec §3.10, "terminal text answer").
   */
  finalAnswer?: true;
}

export function autoTrigger(input: AutoTriggerInput): AutoTrigger | undefined {
  const measured = measureAppend(input);
  if (!measured) return undefined;
  const { message, info, contextTokens } = measured;
  const usage = message.usage;
  const prompt = usage ? usage.input + usage.cacheRead + usage.cacheWrite : 0;
  const base = { model: modelRef(info), contextTokens };
  if (message.stopReason === 'error' && (isOverflow(message) || prompt > info.contextWindow))
    return { ...base, trigger: 'overflow' };
  if (message.stopReason === 'length') return { ...base, trigger: 'incomplete' };
  if (message.stopReason === 'error') return undefined;
  if (contextTokens <= measured.threshold) return undefined;
  return { ...base, trigger: 'threshold', ...(isFinalAnswer(message) ? { finalAnswer: true as const } : {}) };
}

/** What an append's automatic decisions measure: the session model's window, its threshold and the context. */
export interface AppendMeasure {
  message: AssistantMessage;
  info: ModelInfo;
  threshold: number;
  contextTokens: number;
}

/** The measure of an append that may start something automatic: an assistant turn of the session's model. */
export function measureAppend(input: AutoTriggerInput): AppendMeasure | undefined {
  if (!input.settings.autoCompaction || compactionDisabled(input.settings.compaction)) return undefined;
  const message = lastAssistant(input.appended);
  if (!message || message.stopReason === 'aborted') return undefined;
  const messageModel = message.provider && message.model ? `${message.provider}/${message.model}` : undefined;
  const model = input.settings.model ?? messageModel;
  if (!model || (messageModel !== undefined && messageModel !== model)) return undefined;
  const info = resolveModel(model, { contextWindow: input.settings.compaction?.contextWindow });
  if (!info) return undefined;
  const usage = message.usage;
  const usageTokens = usage && message.stopReason !== 'error' ? calculateContextTokens(usage) : 0;
  const contextTokens = Math.max(usageTokens - (input.tokensFreed ?? 0), input.estimatedTokens);
  const threshold = compactionThreshold(info.contextWindow, {
    ...DEFAULT_COMPACTION_SETTINGS,
    ...input.settings.compaction,
  });
  return { message, info, threshold, contextTokens };
}

const isFinalAnswer = (message: AssistantMessage): boolean =>
  message.stopReason === 'stop' && !message.content.some((block) => block.type === 'toolCall');

function isOverflow(message: AssistantMessage): boolean {
  return isContextOverflowError({ status: message.errorStatus, message: message.errorMessage ?? '' });
}
