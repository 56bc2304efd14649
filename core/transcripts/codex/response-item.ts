/**
 * One Codex `response_item` (a Responses API item as Codex's models.rs ResponseItem serializes it; wire-formats
 * spec §1.2, §5.4) → what it adds to the session, decoded with the openai-responses block readers
 * (core/formats/openai-responses/blocks.ts): a user or developer message, blocks of the assistant turn being
 * written, or a tool output. User items Codex writes itself (environment, instructions) become developer messages;
 * a local shell call becomes a tool call, so its output pairs with it; built-in calls without a client-side output
 * (web search, image generation, …) are kept whole on the turn. Pure.
 */
import {
  ASSISTANT_ITEM_TYPES,
  responsesAssistantBlocks,
  responsesInputBlocks,
} from '../../formats/openai-responses/blocks';
import type { AssistantBlock, ImageBlock, TextBlock } from '../../session/messages';
import type { Raw, Reader } from '../transcript-lines';
import { CONTEXTUAL_PREFIXES } from '../../compaction/retained-history';

export type ItemPiece =
  | { kind: 'input'; role: 'user' | 'developer'; content: (TextBlock | ImageBlock)[] }
  | { kind: 'assistant'; blocks: AssistantBlock[]; builtin?: Raw }
  | { kind: 'output'; callId: string; content: (TextBlock | ImageBlock)[]; isError: boolean }
  | { kind: 'none' };

/** User items Codex writes itself: environment, instructions, skills (compaction spec §7.3). */
const HARNESS_PREFIXES: readonly string[] = CONTEXTUAL_PREFIXES;

const BUILTIN_CALLS = new Set(['web_search_call', 'image_generation_call', 'tool_search_call']);
const SKIPPED = new Set(['ghost_snapshot', 'other', 'compaction', 'compaction_summary', 'tool_search_output']);
const OUTPUTS = new Set(['function_call_output', 'custom_tool_call_output']);

export function responseItemPiece(item: Raw, r: Reader, at = '/payload'): ItemPiece {
  const type = r.string(item.type, `${at}/type`);
  if (type === 'message' && item.role === 'assistant') return assistant(responsesAssistantBlocks(item, at, r));
  if (type === 'message') return inputPiece(item, r, at);
  if (ASSISTANT_ITEM_TYPES.has(type)) return assistant(responsesAssistantBlocks(item, at, r));
  if (OUTPUTS.has(type)) return outputPiece(item, r, at);
  if (type === 'local_shell_call') {
    const id = r.optionalString(item.call_id, `${at}/call_id`) ?? r.string(item.id, `${at}/id`);
    const action = r.object(item.action, `${at}/action`);
    return assistant([{ type: 'toolCall', id, name: 'local_shell', arguments: action }]);
  }
  if (BUILTIN_CALLS.has(type)) return { kind: 'assistant', blocks: [], builtin: item };
  if (SKIPPED.has(type)) return { kind: 'none' };
  return r.fail(`${at}/type`, `unknown response item type "${type}"`);
}

const assistant = (blocks: AssistantBlock[]): ItemPiece => ({ kind: 'assistant', blocks });

function inputPiece(item: Raw, r: Reader, at: string): ItemPiece {
  const role = r.string(item.role, `${at}/role`);
  if (role !== 'user' && role !== 'developer' && role !== 'system') {
    return r.fail(`${at}/role`, `unknown message role "${role}"`);
  }
  const content = responsesInputBlocks(item.content, `${at}/content`, r);
  const first = content[0];
  const harness = first?.type === 'text' && HARNESS_PREFIXES.some((prefix) => first.text.startsWith(prefix));
  return { kind: 'input', role: role === 'user' && !harness ? 'user' : 'developer', content };
}

/** Codex writes a string, or content items when there are images; old versions an object `{content, success}`. */
function outputPiece(item: Raw, r: Reader, at: string): ItemPiece {
  const callId = r.string(item.call_id, `${at}/call_id`);
  const output = item.output;
  if (typeof output === 'string' || Array.isArray(output)) {
    return { kind: 'output', callId, content: responsesInputBlocks(output, `${at}/output`, r), isError: false };
  }
  const legacy = r.object(output, `${at}/output`);
  const body = r.string(legacy.content, `${at}/output/content`);
  return { kind: 'output', callId, content: [{ type: 'text', text: body }], isError: legacy.success === false };
}
