/**
 * Anthropic Messages content blocks, usage and stop reasons → internal blocks (wire-formats spec §2.2, §2.6, §2.7),
 * as Claude Code transcripts carry them. Thinking keeps its signature, redacted thinking its data, server-tool
 * blocks are kept whole; an unknown block type fails naming its field. Pure.
 */
import type { AssistantBlock, ImageBlock, StopReason, TextBlock, Usage } from '../../session/messages';
import { isRaw, type LineReader } from '../transcript-lines';

const SERVER_BLOCKS = /^(server_tool_use|[a-z_]+_tool_result)$/;

export function anthropicAssistantBlocks(blocks: readonly unknown[], r: LineReader, field: string): AssistantBlock[] {
  return blocks.map((value, i): AssistantBlock => {
    const at = `${field}.${i}`;
    const block = r.object(value, at);
    const type = r.string(block.type, `${at}.type`);
    switch (type) {
      case 'text':
        return { type: 'text', text: r.string(block.text, `${at}.text`) };
      case 'thinking': {
        const signature = r.optionalString(block.signature, `${at}.signature`);
        const thinking = r.string(block.thinking, `${at}.thinking`);
        return { type: 'thinking', thinking, ...(signature !== undefined ? { thinkingSignature: signature } : {}) };
      }
      case 'redacted_thinking':
        return { type: 'redactedThinking', data: r.string(block.data, `${at}.data`) };
      case 'tool_use':
        return {
          type: 'toolCall',
          id: r.string(block.id, `${at}.id`),
          name: r.string(block.name, `${at}.name`),
          arguments: r.object(block.input, `${at}.input`),
        };
      default:
        if (SERVER_BLOCKS.test(type)) return { type: 'anthropicServerTool', block };
        return r.fail(`${at}.type`, `unknown assistant content block type "${type}"`);
    }
  });
}

export function anthropicInputBlocks(
  blocks: readonly unknown[],
  r: LineReader,
  field: string,
): (TextBlock | ImageBlock)[] {
  return blocks.map((value, i) => {
    const at = `${field}.${i}`;
    const block = r.object(value, at);
    const type = r.string(block.type, `${at}.type`);
    if (type === 'text') return { type: 'text', text: r.string(block.text, `${at}.text`) };
    if (type !== 'image') return r.fail(`${at}.type`, `content block type "${type}" is not supported here`);
    const source = r.object(block.source, `${at}.source`);
    const kind = r.string(source.type, `${at}.source.type`);
    if (kind === 'base64') {
      const mimeType = r.string(source.media_type, `${at}.source.media_type`);
      return { type: 'image', mimeType, data: r.string(source.data, `${at}.source.data`) };
    }
    if (kind === 'url') return { type: 'image', mimeType: 'image/png', data: '', url: r.string(source.url, at) };
    return r.fail(`${at}.source.type`, `image source "${kind}" is not supported (base64 or url)`);
  });
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Input, cache reads and cache writes are reported apart (the prompt is their sum); missing numbers read as 0. */
export function anthropicUsage(raw: unknown): Usage {
  const u = isRaw(raw) ? raw : {};
  const usage = {
    input: num(u.input_tokens),
    output: num(u.output_tokens),
    cacheRead: num(u.cache_read_input_tokens),
    cacheWrite: num(u.cache_creation_input_tokens),
  };
  return { ...usage, totalTokens: usage.input + usage.output + usage.cacheRead + usage.cacheWrite };
}

export function anthropicStopReason(reason: unknown, hasToolCalls: boolean): StopReason {
  switch (reason) {
    case 'tool_use':
      return 'toolUse';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'refusal':
      return 'error';
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn':
      return 'stop';
    default:
      // Claude Code writes null on every line (the reason arrives after the blocks it streamed).
      return hasToolCalls ? 'toolUse' : 'stop';
  }
}
