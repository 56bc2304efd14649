/**
 * The "native history" of OpenAI `/responses/compact` (compaction spec §7.2), the part that needs no encoder: the
 * provider payload type that marks replayable items, the part of the endpoint's answer kept as the replacement
 * history, and fitting the input to the window. The input itself is the openai-responses export of the messages
 * (core/formats/openai-responses/native-history.ts). Pure.
 */

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
export function fitNativeInput(items: readonly object[], windowTokens: number): ResponsesItem[] {
  const fitted = items.map((item) => item as ResponsesItem);
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
