/**
 * The "native history" of OpenAI `/responses/compact` (compaction spec §7.2): session messages as Responses input
 * items, and the part of the endpoint's answer that is kept as the replacement history. Messages first go through
 * the same four-role conversion a model sees (convert-to-llm.ts), so summaries, shell runs and extension messages
 * reach the provider as they would in a normal request. Pure.
 */
import {
  parsedSignature,
  responsesCallItem,
  responsesImage,
  responsesInputParts,
} from '../formats/openai-responses/items';
import type { AgentMessage, AssistantMessage, ImageBlock, TextBlock } from '../session/messages';
import { convertToLlm } from './convert-to-llm';

/** One Responses API item, kept as plain JSON (the provider's shape, opaque to compactor). */
export type ResponsesItem = Record<string, unknown>;

/** The `providerPayload` type of a message whose native items are replayed verbatim (spec §10). */
export const NATIVE_HISTORY_TYPE = 'openaiResponsesHistory';

/** A preserved replacement history: the items the provider returned, and the compaction item among them. */
export interface NativeReplacement {
  replacementHistory: ResponsesItem[];
  compactionItem: ResponsesItem;
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Items a message carries in its provider payload, replayed instead of re-encoding the message (spec §12 case 37). */
export function payloadItems(payload: unknown): ResponsesItem[] | undefined {
  const p = record(payload);
  if (!p || p.type !== NATIVE_HISTORY_TYPE || !Array.isArray(p.items)) return undefined;
  return p.items.filter((item): item is ResponsesItem => record(item) !== undefined);
}

function assistantItems(message: AssistantMessage, customCalls: Set<string>): ResponsesItem[] {
  const items: ResponsesItem[] = [];
  for (const block of message.content) {
    if (block.type === 'text') {
      const meta = parsedSignature(block.textSignature);
      items.push({
        type: 'message',
        role: 'assistant',
        ...(typeof meta?.id === 'string' ? { id: meta.id } : {}),
        ...(typeof meta?.phase === 'string' ? { phase: meta.phase } : {}),
        content: [{ type: 'output_text', text: block.text, annotations: [] }],
      });
    } else if (block.type === 'thinking') {
      // Only a signed reasoning item can be replayed; plain thinking text is the model's own and stays out.
      const reasoning = parsedSignature(block.thinkingSignature);
      if (reasoning?.type === 'reasoning') items.push(reasoning);
    } else if (block.type === 'toolCall') {
      // Upstream OpenAI tool-call ids are `call_id|item_id`: the call id is what results answer.
      const [callId = block.id] = block.id.split('|');
      if (block.customWireName) customCalls.add(callId);
      items.push({ ...responsesCallItem(block, callId) });
    }
  }
  return items;
}

/** Session messages as Responses input items, in order. */
export function toResponsesItems(messages: readonly AgentMessage[]): ResponsesItem[] {
  const items: ResponsesItem[] = [];
  const customCalls = new Set<string>();
  for (const message of convertToLlm(messages)) {
    const verbatim = 'providerPayload' in message ? payloadItems(message.providerPayload) : undefined;
    if (verbatim) {
      items.push(...verbatim);
      continue;
    }
    if (message.role === 'user' || message.role === 'developer') {
      items.push({ type: 'message', role: message.role, content: responsesInputParts(message.content) });
    } else if (message.role === 'assistant') {
      items.push(...assistantItems(message, customCalls));
    } else {
      const [callId = message.toolCallId] = message.toolCallId.split('|');
      const text = message.content.filter((b): b is TextBlock => b.type === 'text').map((b) => b.text);
      const type = customCalls.has(callId) ? 'custom_tool_call_output' : 'function_call_output';
      items.push({ type, call_id: callId, output: text.join('') || '(no output)' });
      // Results cannot carry images in every Responses model: they follow as a user message.
      const images = message.content.filter((b): b is ImageBlock => b.type === 'image');
      if (images.length > 0) items.push({ type: 'message', role: 'user', content: images.map(responsesImage) });
    }
  }
  return items;
}

/** What came before this compaction's messages: the previous compaction's preserved native history or summary. */
export interface NativeBase {
  /** The previous compaction's `preserveData.openaiRemoteCompaction`. */
  preserved?: unknown;
  /** The previous summary the model saw (used when no replayable native history stands in for it). */
  previousSummary?: string;
  /** A previous snapcompact archive's source text (spec §7.5), sent as an extra first user message. */
  archivedText?: string;
}

/**
 * The request input: the previous replacement history first when it was made by the same provider (another
 * provider's encrypted items mean nothing here), else the previous summary as the model saw it; then a snapcompact
 * archive's source text, then the messages of this compaction.
 */
export function nativeInput(provider: string, base: NativeBase, messages: readonly AgentMessage[]): ResponsesItem[] {
  const prior = record(base.preserved);
  const history =
    prior && prior.provider === provider && Array.isArray(prior.replacementHistory)
      ? prior.replacementHistory.filter((item): item is ResponsesItem => record(item) !== undefined)
      : [];
  const lead: AgentMessage[] = [];
  if (history.length === 0 && base.previousSummary) {
    lead.push({ role: 'compactionSummary', summary: base.previousSummary, tokensBefore: 0, timestamp: 0 });
  }
  if (base.archivedText) lead.push({ role: 'user', content: base.archivedText, timestamp: 0 });
  return [...history, ...toResponsesItems([...lead, ...messages])];
}

const KEPT_TYPES = new Set(['compaction', 'compaction_summary']);

/**
 * The replacement history of a `/responses/compact` answer: compaction items and user/assistant messages, in
 * order; the compaction item is the last `compaction` (with encrypted content) or `compaction_summary`. Undefined
 * when the answer has no compaction item (the method then fails and the chain passes on).
 */
export function keepNativeOutput(output: unknown): NativeReplacement | undefined {
  if (!Array.isArray(output)) return undefined;
  const kept = output.flatMap((raw): ResponsesItem[] => {
    const item = record(raw);
    if (!item) return [];
    if (KEPT_TYPES.has(String(item.type))) return [item];
    return item.type === 'message' && (item.role === 'user' || item.role === 'assistant') ? [item] : [];
  });
  const compactionItem = [...kept]
    .reverse()
    .find(
      (item) =>
        (item.type === 'compaction' && typeof item.encrypted_content === 'string') ||
        item.type === 'compaction_summary',
    );
  return compactionItem ? { replacementHistory: kept, compactionItem } : undefined;
}

export const TRUNCATED_OUTPUT = 'output exceeded available context → truncated';

/** A rough token count of an item as sent (about four characters of JSON per token). */
const itemTokens = (item: ResponsesItem): number => Math.ceil(JSON.stringify(item).length / 4);

const TOOL_OUTPUTS = new Set(['function_call_output', 'custom_tool_call_output']);

/**
 * The input made to fit `windowTokens` (spec §7.2): tool outputs are replaced by a short notice from the newest
 * backwards until the estimate fits; nothing else is touched, so an input that still does not fit is sent as it is
 * (the provider's overflow answer then passes the chain on).
 */
export function fitNativeInput(items: readonly ResponsesItem[], windowTokens: number): ResponsesItem[] {
  const fitted = [...items];
  let total = fitted.reduce((sum, item) => sum + itemTokens(item), 0);
  for (let i = fitted.length - 1; i >= 0 && total > windowTokens; i -= 1) {
    const item = fitted[i]!;
    if (!TOOL_OUTPUTS.has(String(item.type)) || item.output === TRUNCATED_OUTPUT) continue;
    const replaced = { ...item, output: TRUNCATED_OUTPUT };
    total += itemTokens(replaced) - itemTokens(item);
    fitted[i] = replaced;
  }
  return fitted;
}
