/**
 * Provider stop/finish reasons → the internal StopReason (wire-formats spec §2.7). A length stop of any provider
 * (`max_tokens`, `model_context_window_exceeded`, `length`, `MAX_TOKENS`, Responses `incomplete` for
 * max_output_tokens) becomes `length`, which starts an `incomplete` compaction. Unknown values never throw: they
 * become `error` with the raw value kept in the message, or `stop`/`toolUse` where the value says nothing. Pure.
 */
import type { StopReason } from '../session/messages';

export interface StopFacts {
  stopReason: StopReason;
  /** Set when the reason is an error the wire named (refusal, content filter, safety, …). */
  errorMessage?: string;
}

const byCalls = (hasToolCalls: boolean): StopReason => (hasToolCalls ? 'toolUse' : 'stop');

export function anthropicStop(reason: unknown, hasToolCalls: boolean, explanation?: string): StopFacts {
  switch (reason) {
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn': // lossy: the server-tool loop paused; the host resubmits to continue
      return { stopReason: 'stop' };
    case 'tool_use':
      return { stopReason: 'toolUse' };
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return { stopReason: 'length' };
    case null:
    case undefined: // streamed or transcript messages carry no stop reason
      return { stopReason: byCalls(hasToolCalls) };
    default:
      return {
        stopReason: 'error',
        errorMessage: `stop_reason ${String(reason)}${explanation ? `: ${explanation}` : ''}`,
      };
  }
}

export function openAiChatStop(reason: unknown, hasToolCalls: boolean): StopFacts {
  switch (reason) {
    case 'stop':
      return { stopReason: byCalls(hasToolCalls) };
    case 'length':
      return { stopReason: 'length' };
    case 'tool_calls':
    case 'function_call':
      return { stopReason: 'toolUse' };
    case null:
    case undefined:
      return { stopReason: byCalls(hasToolCalls) };
    default:
      return { stopReason: 'error', errorMessage: `finish_reason ${String(reason)}` };
  }
}

export interface ResponsesStatus {
  status: unknown;
  incompleteReason?: unknown;
  error?: { code?: string; message?: string };
}

export function openAiResponsesStop(facts: ResponsesStatus, hasToolCalls: boolean): StopFacts {
  switch (facts.status) {
    case 'completed':
    case undefined:
      return { stopReason: byCalls(hasToolCalls) };
    case 'incomplete':
      return facts.incompleteReason === 'max_output_tokens'
        ? { stopReason: 'length' }
        : { stopReason: 'error', errorMessage: `incomplete: ${String(facts.incompleteReason ?? 'unknown')}` };
    case 'cancelled':
      return { stopReason: 'aborted' };
    case 'failed': {
      const { code, message } = facts.error ?? {};
      return { stopReason: 'error', errorMessage: [code, message].filter(Boolean).join(': ') || 'failed' };
    }
    default:
      return { stopReason: 'error', errorMessage: `status ${String(facts.status)}` };
  }
}

export function geminiStop(reason: unknown, hasToolCalls: boolean, blockReason?: string): StopFacts {
  if (blockReason) return { stopReason: 'error', errorMessage: `prompt blocked: ${blockReason}` };
  switch (reason) {
    case 'STOP':
    case null:
    case undefined:
      return { stopReason: byCalls(hasToolCalls) };
    case 'MAX_TOKENS':
      return { stopReason: 'length' };
    default:
      return { stopReason: 'error', errorMessage: `finishReason ${String(reason)}` };
  }
}
