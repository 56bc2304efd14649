/**
 * OpenAI Responses fragment `{ instructions?, input, tools? }` from prepared turns (pairing.ts), for requests with
 * `store: false` (spec §3.3): no item ids and no item references. An exchange is its assistant items (messages,
 * function or custom tool calls) followed by one output per call; a result's images follow all outputs as one user
 * message. For the model that made them, reasoning items go back whole with their encrypted content, each only
 * before an item it produced, and text keeps its phase. A native compaction's replacement history goes out as its
 * items for the provider that made it; anyone else gets its readable summary. Pure.
 */
import { NATIVE_HISTORY_TYPE } from '../../compaction/responses-items';
import type { ImageBlock } from '../../session/messages';
import { resultTexts, type AssistantTurn, type InputTurn, type PreparedTurn } from '../pairing';
import { isObject } from '../read';
import { madeByTarget, splitModelRef } from '../replay';
import type { EncodeOptions } from '../types';
import {
  parsedSignature,
  replayableReasoning,
  replayedItem,
  responsesCallItem,
  responsesImage,
  responsesInputParts,
} from './items';
import type {
  OpenAiResponsesFragment,
  ResponsesAssistantMessage,
  ResponsesFunctionTool,
  ResponsesInputItem,
  ResponsesInputPart,
  ResponsesInputText,
} from './types';

/** The replacement history a message carries, as typed items, when `provider` made it. */
function nativeItems(payload: unknown, provider: string | undefined): ResponsesInputItem[] {
  if (!isObject(payload) || payload.type !== NATIVE_HISTORY_TYPE || !Array.isArray(payload.items)) return [];
  if (provider === undefined || payload.provider !== provider) return [];
  return payload.items.flatMap(replayedItem);
}

function input(turn: InputTurn, provider: string | undefined): ResponsesInputItem[] {
  const native = turn.payload === undefined ? [] : nativeItems(turn.payload, provider);
  if (native.length > 0) return native;
  return [{ type: 'message', role: turn.role, content: responsesInputParts(turn.content) }];
}

function phaseOf(signature: string | undefined): Pick<ResponsesAssistantMessage, 'phase'> {
  const phase = parsedSignature(signature)?.phase;
  return phase === 'commentary' || phase === 'final_answer' ? { phase } : {};
}

function assistantItems(turn: AssistantTurn, replay: boolean): ResponsesInputItem[] {
  const items: ResponsesInputItem[] = [];
  for (const b of turn.content) {
    if (b.type === 'text') {
      items.push({ type: 'message', role: 'assistant', content: b.text, ...(replay ? phaseOf(b.textSignature) : {}) });
    } else if (b.type === 'thinking' && replay) {
      const reasoning = replayableReasoning(parsedSignature(b.thinkingSignature));
      if (reasoning) items.push(reasoning);
    } else if (b.type === 'toolCall') {
      items.push(responsesCallItem(b, b.id));
    }
  }
  // A reasoning item must be followed by the item it produced (never last, never before another reasoning item).
  return items.filter(
    (item, i) => item.type !== 'reasoning' || (items[i + 1] !== undefined && items[i + 1]!.type !== 'reasoning'),
  );
}

function exchange(turn: AssistantTurn, target: string | undefined): ResponsesInputItem[] {
  const items = assistantItems(turn, madeByTarget(turn.message, target, 'openai-responses'));
  if (items.length === 0) return [];
  const custom = new Set(turn.content.flatMap((b) => (b.type === 'toolCall' && b.customWireName ? [b.id] : [])));
  const images: ResponsesInputPart[] = [];
  for (const r of turn.results) {
    const texts = resultTexts(r);
    const pictures = r.content.filter((b): b is ImageBlock => b.type === 'image');
    const output: string | ResponsesInputText[] =
      texts.length === 1 ? texts[0]! : texts.map((text) => ({ type: 'input_text', text }));
    items.push({ type: custom.has(r.id) ? 'custom_tool_call_output' : 'function_call_output', call_id: r.id, output });
    if (pictures.length > 0)
      images.push(
        { type: 'input_text', text: `Images returned by tool call ${r.id}:` },
        ...pictures.map(responsesImage),
      );
  }
  if (images.length > 0) items.push({ type: 'message', role: 'user', content: images });
  return items;
}

export function openAiResponsesTools(options: Pick<EncodeOptions, 'tools'>): ResponsesFunctionTool[] | undefined {
  if (!options.tools?.length) return undefined;
  // The agent's schemas are not written for strict mode (every property required, no extra keys).
  return options.tools.map((t) => ({
    type: 'function',
    name: t.name,
    description: t.description,
    parameters: t.parameters,
    strict: false,
  }));
}

export function encodeOpenAiResponses(turns: readonly PreparedTurn[], options: EncodeOptions): OpenAiResponsesFragment {
  const provider = splitModelRef(options.target).provider;
  const items: ResponsesInputItem[] = [];
  for (const turn of turns)
    items.push(...(turn.kind === 'input' ? input(turn, provider) : exchange(turn, options.target)));
  const tools = openAiResponsesTools(options);
  return {
    ...(options.systemPrompt ? { instructions: options.systemPrompt } : {}),
    input: items,
    ...(tools ? { tools } : {}),
  };
}
