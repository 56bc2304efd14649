/**
 * Anthropic request fragment `{ system?, messages, tools? }` from prepared turns (pairing.ts). Each exchange is one
 * assistant message with its tool_use blocks, then a user message starting with all their tool_result blocks;
 * consecutive same-role messages merge; the first message is a user message. Thinking and redacted thinking go back
 * only to the model that made them (with a signature), and so do paired web-search server-tool blocks; assistant
 * images are not sent. A summary carrying an Anthropic server-side compaction block becomes that block, first in an
 * assistant message (the server drops what precedes it).
 * Images: base64 of the four accepted media types, or a URL source; anything else becomes a text notice. Pure.
 */
import { ANTHROPIC_COMPACTION_TYPE } from '../../session/anthropic-compaction';
import type { AssistantBlock, ImageBlock } from '../../session/messages';
import { fetchableUrl, hasBytes, imagePlaceholder } from '../images';
import { LEADING_USER, type AssistantTurn, type InputBlock, type PreparedResult, type PreparedTurn } from '../pairing';
import { madeByTarget } from '../replay';
import type { EncodeOptions } from '../types';
import { replayableServerBlocks } from './server-tools';
import type {
  AnthropicAssistantBlock,
  AnthropicCompaction,
  AnthropicFragment,
  AnthropicGaAssistantBlock,
  AnthropicGaMessageParam,
  AnthropicImage,
  AnthropicMediaType,
  AnthropicMessageParam,
  AnthropicText,
  AnthropicTool,
  AnthropicToolResult,
  AnthropicUserBlock,
} from './types';

const MEDIA_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function image(block: ImageBlock): AnthropicImage | AnthropicText {
  if (hasBytes(block)) {
    if (!MEDIA_TYPES.has(block.mimeType)) return imagePlaceholder(block, 'media type not accepted by this provider');
    return {
      type: 'image',
      source: { type: 'base64', media_type: block.mimeType as AnthropicMediaType, data: block.data },
    };
  }
  const url = fetchableUrl(block);
  return url ? { type: 'image', source: { type: 'url', url } } : imagePlaceholder(block, 'no image data');
}

const inputBlock = (b: InputBlock): AnthropicText | AnthropicImage =>
  b.type === 'text' ? { type: 'text', text: b.text } : image(b);

function result(r: PreparedResult): AnthropicToolResult {
  const only = r.content.length === 1 ? r.content[0] : undefined;
  const content = only?.type === 'text' ? only.text : r.content.map(inputBlock);
  return { type: 'tool_result', tool_use_id: r.id, content, is_error: r.isError };
}

function assistantBlocks(turn: AssistantTurn, target: string | undefined): AnthropicAssistantBlock[] {
  const replay = madeByTarget(turn.message, target, 'anthropic');
  const server = replay ? replayableServerBlocks(turn.content) : undefined;
  return turn.content.flatMap((b: AssistantBlock, i): AnthropicAssistantBlock[] => {
    switch (b.type) {
      case 'text':
        return [{ type: 'text', text: b.text }];
      case 'thinking':
        // Another API's signature (a Responses reasoning item is JSON) would not verify here.
        return replay && b.thinkingSignature && !b.thinkingSignature.startsWith('{')
          ? [{ type: 'thinking', thinking: b.thinking, signature: b.thinkingSignature }]
          : [];
      case 'redactedThinking':
        return replay ? [{ type: 'redacted_thinking', data: b.data }] : [];
      case 'toolCall':
        return [{ type: 'tool_use', id: b.id, name: b.name, input: b.arguments }];
      case 'anthropicServerTool': {
        const block = server?.get(i);
        return block ? [block] : [];
      }
      default:
        return [];
    }
  });
}

/**
 * The server-side compaction block a summary carries (its payload is attached only when the context is built for
 * the `anthropic` provider, core/session/anthropic-compaction.ts), sent back as the server returned it.
 */
function compactionBlock(payload: unknown): AnthropicCompaction | undefined {
  const preserved = payload as { type?: unknown; block?: AnthropicCompaction } | undefined;
  if (preserved?.type !== ANTHROPIC_COMPACTION_TYPE || preserved.block?.type !== 'compaction') return undefined;
  return preserved.block;
}

export function anthropicTools(options: Pick<EncodeOptions, 'tools'>): AnthropicTool[] | undefined {
  if (!options.tools?.length) return undefined;
  return options.tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.parameters as AnthropicTool['input_schema'],
  }));
}

export function encodeAnthropic(turns: readonly PreparedTurn[], options: EncodeOptions): AnthropicFragment {
  const messages: AnthropicMessageParam[] = [];
  const user = (blocks: AnthropicUserBlock[]) => {
    const last = messages[messages.length - 1];
    if (last?.role === 'user') last.content.push(...blocks);
    else messages.push({ role: 'user', content: blocks });
  };
  const assistant = (blocks: AnthropicAssistantBlock[]) => {
    if (messages.length === 0) user([{ type: 'text', text: LEADING_USER }]);
    const last = messages[messages.length - 1];
    if (last?.role === 'assistant') last.content.push(...blocks);
    else messages.push({ role: 'assistant', content: blocks });
  };
  for (const turn of turns) {
    const compaction = turn.kind === 'input' ? compactionBlock(turn.payload) : undefined;
    if (compaction) {
      assistant([compaction]);
      continue;
    }
    if (turn.kind === 'input') {
      user(turn.content.map(inputBlock));
      continue;
    }
    const blocks = assistantBlocks(turn, options.target);
    if (blocks.length === 0) continue;
    assistant(blocks);
    if (turn.results.length > 0) messages.push({ role: 'user', content: turn.results.map(result) });
  }
  const tools = anthropicTools(options);
  return {
    ...(options.systemPrompt ? { system: options.systemPrompt } : {}),
    messages,
    ...(tools ? { tools } : {}),
  };
}

const notCompaction = (b: AnthropicAssistantBlock): b is AnthropicGaAssistantBlock => b.type !== 'compaction';

/**
 * Messages for the GA Messages route (the summarizers' requests): a summary's compaction block is not replayed, the
 * summary goes as its readable text.
 */
export function encodeAnthropicGa(turns: readonly PreparedTurn[], options: EncodeOptions): AnthropicGaMessageParam[] {
  const plain = turns.map((t) => (t.kind === 'input' && t.payload !== undefined ? { ...t, payload: undefined } : t));
  return encodeAnthropic(plain, options).messages.map((m) =>
    m.role === 'user' ? m : { role: 'assistant', content: m.content.filter(notCompaction) },
  );
}
