/**
 * Token accounting (compaction spec §2): the local bytes/4 estimate per message and block type, the numbers derived
 * from provider usage, and the compaction decision number. Pure; the estimate is deliberately model-independent so
 * that a replayed workflow reaches the same numbers.
 */
import type { AgentMessage, AssistantMessage, Usage } from '../session/messages';

/** Flat estimate for an image in a tool result or legacy hook message. */
export const IMAGE_TOKEN_ESTIMATE = 1200;
/** Flat estimate for a snapcompact frame (a non-text block of a compaction summary). */
export const FRAME_TOKEN_ESTIMATE = 5024;

/** ceil(utf8Bytes / 4) of one text fragment. */
export function countTokens(text: string): number {
  return (utf8Length(text) + 3) >> 2;
}

const encoder = new TextEncoder();
/** Scratch space for `encodeInto`: 3 bytes per UTF-16 unit is the worst case, so a chunk never overflows it. */
const CHUNK = 8192;
// Allocated on first use so that importing core/ (e.g. into every workflow context) costs nothing.
let scratch: Uint8Array | undefined;

/**
 * UTF-8 byte length. `encodeInto` a reused buffer is the native (SIMD) path and an order of magnitude faster
 * than a character loop; long texts go in chunks that never split a surrogate pair.
 */
export function utf8Length(text: string): number {
  scratch ??= new Uint8Array(CHUNK * 3);
  if (text.length <= CHUNK) return encoder.encodeInto(text, scratch).written;
  let bytes = 0;
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + CHUNK);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to -= 1;
    bytes += encoder.encodeInto(text.slice(from, to), scratch).written;
    from = to;
  }
  return bytes;
}

export interface EstimateOptions {
  /** Skip thinking signatures, redacted thinking and server-tool payloads (the decision floor of §2.5). */
  excludeEncryptedReasoning?: boolean;
}

/** JSON that survives bigint values (rendered as exact decimals) and falls back to "null". */
export function safeStringify(value: unknown): string {
  try {
    // The plain call is several times faster; only bigints (a TypeError) need the replacer.
    return JSON.stringify(value) ?? 'null';
  } catch {
    try {
      return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null';
    } catch {
      return 'null';
    }
  }
}

/** The local token estimate of one message, per role as spec §2.2 lists. */
export function estimateMessageTokens(message: AgentMessage, options: EstimateOptions = {}): number {
  switch (message.role) {
    case 'bashExecution':
      return countTokens(message.command) + countTokens(message.output);
    case 'user':
      return contentTokens(message.content, 0);
    case 'assistant':
      return assistantTokens(message, options);
    case 'toolResult':
      return contentTokens(message.content, IMAGE_TOKEN_ESTIMATE);
    case 'branchSummary':
      return countTokens(message.summary);
    case 'compactionSummary':
      return compactionSummaryTokens(message);
    default:
      return 0;
  }
}

function contentTokens(content: unknown, imageTokens: number): number {
  if (typeof content === 'string') return countTokens(content);
  if (!Array.isArray(content)) return 0;
  let total = 0;
  for (const block of content as { type: string; text?: string }[]) {
    if (block.type === 'text' && block.text) total += countTokens(block.text);
    else if (block.type === 'image') total += imageTokens;
  }
  return total;
}

function assistantTokens(message: AssistantMessage, options: EstimateOptions): number {
  const skipEncrypted = options.excludeEncryptedReasoning === true;
  let total = 0;
  for (const block of message.content) {
    if (block.type === 'text') total += countTokens(block.text);
    else if (block.type === 'thinking') {
      total += countTokens(block.thinking);
      if (!skipEncrypted && block.thinkingSignature) total += countTokens(block.thinkingSignature);
    } else if (block.type === 'toolCall')
      total += countTokens(block.name) + countTokens(safeStringify(block.arguments));
    else if (block.type === 'redactedThinking' && !skipEncrypted) total += countTokens(block.data);
    else if (block.type === 'anthropicServerTool' && !skipEncrypted) total += countTokens(safeStringify(block.block));
  }
  return total;
}

function compactionSummaryTokens(message: Extract<AgentMessage, { role: 'compactionSummary' }>): number {
  let total = countTokens(message.summary);
  if (message.blocks) {
    for (const block of message.blocks) {
      total += block.type === 'text' ? countTokens(block.text) : FRAME_TOKEN_ESTIMATE;
    }
  } else if (message.images) {
    total += message.images.length * FRAME_TOKEN_ESTIMATE;
  }
  return total;
}

/** Local estimate of a whole rebuilt context. */
export function estimateContextTokens(messages: readonly AgentMessage[], options: EstimateOptions = {}): number {
  return messages.reduce((sum, m) => sum + estimateMessageTokens(m, options), 0);
}

/** Context size reported by the provider (§2.1): contextTokens, else total minus orchestration, floored at 0. */
export function calculateContextTokens(usage: Usage): number {
  if (usage.contextTokens !== undefined) return Math.max(0, usage.contextTokens);
  const raw = usage.totalTokens || usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
  const o = usage.orchestration ?? {};
  return Math.max(0, raw - ((o.input ?? 0) + (o.output ?? 0) + (o.cacheRead ?? 0)));
}

/** Prompt-side tokens (§2.1): contextTokens, else input + cache reads/writes, else the context number. */
export function calculatePromptTokens(usage: Usage): number {
  if (usage.contextTokens !== undefined) return usage.contextTokens;
  const prompt = usage.input + usage.cacheRead + usage.cacheWrite;
  return prompt > 0 ? prompt : calculateContextTokens(usage);
}

export function hasContextTokenUsage(usage: Usage): boolean {
  return (
    (usage.contextTokens ?? 0) > 0 ||
    usage.input + usage.cacheRead + usage.cacheWrite > 0 ||
    calculateContextTokens(usage) > usage.output
  );
}

/** The number compared against the threshold (§2.5): the larger of provider usage and the local estimate. */
export function compactionContextTokens(providerTokens: number, storedEstimate: number): number {
  return Math.max(Math.max(0, providerTokens), Math.max(0, storedEstimate));
}
