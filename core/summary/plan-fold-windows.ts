/**
 * Plans the windowed fold of an oversized transcript (spec §6.3): per-message serialized chunks are packed
 * greedily, in order, into windows whose joined text stays within the input budget. A single chunk larger than
 * the budget becomes its own window, clamped to a character count proportional to the budget. Pure.
 */
import { countTokens, utf8Length as utf8ByteLength } from '../compaction/tokens';

/** Chunks of one window are joined the way the serializer joins messages. */
export const CHUNK_SEPARATOR = '\n\n';
const MIN_CLAMPED_CHARS = 1024;

export interface FoldWindow {
  /** The transcript text of this window (joined chunks, or one clamped chunk). */
  readonly text: string;
  readonly tokens: number;
  /** Index of the first and last chunk it covers (inclusive). */
  readonly firstChunk: number;
  readonly lastChunk: number;
  /** Characters cut from a single oversized chunk; 0 when nothing was cut. */
  readonly truncatedChars: number;
}

/**
 * Packs `chunks` into windows of at most `budget` tokens (bytes/4 of the joined text). Every chunk lands in
 * exactly one window, in order; only a chunk that alone exceeds the budget is clamped.
 */
export function planFoldWindows(chunks: readonly string[], budget: number, firstIndex = 0): FoldWindow[] {
  const windows: FoldWindow[] = [];
  let start = 0;
  let bytes = 0;
  const flush = (end: number) => {
    if (end > start) {
      const text = chunks.slice(start, end).join(CHUNK_SEPARATOR);
      windows.push(packed(text, firstIndex + start, firstIndex + end - 1));
    }
    start = end;
    bytes = 0;
  };
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as string;
    const chunkBytes = utf8ByteLength(chunk);
    if (Math.ceil(chunkBytes / 4) > budget) {
      flush(i);
      windows.push(clampChunk(chunk, budget, firstIndex + i));
      start = i + 1;
      continue;
    }
    const joined = i > start ? bytes + CHUNK_SEPARATOR.length + chunkBytes : chunkBytes;
    if (Math.ceil(joined / 4) > budget) {
      flush(i);
      bytes = chunkBytes;
    } else bytes = joined;
  }
  flush(chunks.length);
  return windows;
}

function packed(text: string, firstChunk: number, lastChunk: number): FoldWindow {
  return { text, tokens: countTokens(text), firstChunk, lastChunk, truncatedChars: 0 };
}

/** Keeps max(1024, floor(len·budget·0.95/tokens)) characters and notes how many were cut. */
export function clampChunk(chunk: string, budget: number, index: number): FoldWindow {
  const tokens = countTokens(chunk);
  let keep = Math.max(MIN_CLAMPED_CHARS, Math.floor((chunk.length * budget * 0.95) / tokens));
  if (keep >= chunk.length) return packed(chunk, index, index);
  const last = chunk.charCodeAt(keep - 1);
  if (last >= 0xd800 && last <= 0xdbff) keep -= 1;
  const cut = chunk.length - keep;
  const text = `${chunk.slice(0, keep)}\n\n[... ${cut} more characters truncated]`;
  return { text, tokens: countTokens(text), firstChunk: index, lastChunk: index, truncatedChars: cut };
}
