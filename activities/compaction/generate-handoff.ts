/**
 * Activity: the handoff document of a session (compaction spec §8). Reads the session's rebuilt context (what the
 * live agent would send), serializes it and asks the first usable summarizer candidate (§6.7) for the document
 * with the handoff prompt; automatic handoffs get the auto-handoff focus. When the host set the session's agent
 * configuration, the request is a live turn's: its system prompt and tools (tool choice "none"), the converted
 * history as real messages (the serialized conversation when the provider rejects them) and the handoff prompt as
 * the last user message. Without a configuration the request is the summarizer's, as before. Heartbeats while the call runs and
 * checkpoints the result, so a retried attempt does not ask again. An empty document is returned as a value:
 * the workflow decides between "next method" (automatic) and a typed error (manual).
 */
import { Context } from '@temporalio/activity';
import { serializeConversation } from '../../core';
import { convertToLlm } from '../../core/compaction/convert-to-llm';
import type { ThinkingLevel } from '../../core/summary';
import { readAgentConfig, readSessionContext } from '../../store/session-store';
import { generateHandoffDocument } from '../llm/generate-handoff-document';
import type { CompactionDeps } from './deps';
import { checkpointStore } from './summary-checkpoint-store';
import { startCheckpointing } from './summary-checkpoint';
import { withCandidates } from './summarizer-fallback';
import { readSummarizerControl } from './summarizer-control';
import { gateHistorySummary, type GateMode } from './summary-gate';
import { gateModelOf } from './gate-model';
import type { SummaryQuality } from '../../core/quality/quality-gate';

export interface GenerateHandoffInput {
  tenantId: string;
  sessionId: string;
  /** Threshold or idle maintenance: the built-in auto-handoff focus applies. */
  automatic: boolean;
  /** The user's focus (manual `compact --strategy handoff --instructions …`). */
  focus?: string;
  /** The compaction-model target (`provider/id`); the active model is the default summarizer. */
  modelRef?: string;
  activeModel: string;
  thinkingLevel?: string;
  reserveTokens?: number;
  /** The quality gate (patch handoffQualityGate; absent: off): check the document, under `enforce` retry once. */
  qualityGate?: GateMode;
  /** `compaction.qualityGateModel` (patch qualityGateModel): the small model whose probe score joins the record. */
  qualityGateModel?: string;
}

export interface HandoffDocument {
  /** Trimmed; empty when the model wrote nothing. */
  document: string;
  model: string;
  promptHash: string;
  /** Candidates passed over for failed authentication, when any were. */
  warning?: string;
  /** The quality gate's record of the returned document (when the input asked for the gate). */
  quality?: SummaryQuality;
}

export function createGenerateHandoff(deps: CompactionDeps) {
  return async function generateHandoff(input: GenerateHandoffInput): Promise<HandoffDocument> {
    const context = Context.current();
    const checkpoint = await startCheckpointing(context, checkpointStore(deps, input.tenantId));
    try {
      const rebuilt = await readSessionContext(deps.db, { tenantId: input.tenantId, sessionId: input.sessionId });
      const conversation = serializeConversation(rebuilt.messages);
      const agent = await readAgentConfig(deps.db, { tenantId: input.tenantId, sessionId: input.sessionId });
      const control = await readSummarizerControl(deps.db, input);
      const request = { target: input.modelRef, configured: control.model, active: input.activeModel };
      const candidates = deps.llm.summarizerCandidates(request);
      const result = await withCandidates(candidates.usable, async (summarizer) => {
        const write = (gateFocus?: string) =>
          generateHandoffDocument(control.apply(summarizer), {
            conversation,
            focus: input.focus,
            ...(agent
              ? { systemPrompt: agent.systemPrompt, tools: agent.tools, history: convertToLlm(rebuilt.messages) }
              : {}),
            automatic: input.automatic,
            reserveTokens: input.reserveTokens,
            thinkingLevel: (control.thinkingLevel ?? input.thinkingLevel) as ThinkingLevel | undefined,
            signal: context.cancellationSignal,
            ...(gateFocus ? { gateFocus } : {}),
          });
        // The same gate as a summary's: the document against the whole context it hands off.
        const gated = await gateHistorySummary({
          mode: input.qualityGate,
          span: rebuilt.messages,
          first: await checkpoint.once('history', () => write()),
          merge: (document) => document.text,
          retry: (focus) => checkpoint.once('retry', () => write(focus)),
          gateModel: gateModelOf(deps, input.qualityGateModel, context.cancellationSignal),
        });
        return { ...gated.history, quality: gated.quality, warning: undefined as string | undefined };
      });
      const warning = result.warning ? { warning: result.warning } : {};
      const quality = result.quality ? { quality: result.quality } : {};
      return {
        document: result.text.trim(),
        model: result.model,
        promptHash: result.promptHash,
        ...warning,
        ...quality,
      };
    } finally {
      checkpoint.stop();
    }
  };
}
