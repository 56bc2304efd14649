/**
 * Tool call ids and tool names as every provider accepts them. Ids: the call part of an upstream
 * `call_id|item_id` id, then the strictest pattern (Anthropic `^[a-zA-Z0-9_-]+$`, at most 64), made unique within
 * one request; the same mapping serves a call and its result. Names: `^[A-Za-z_][A-Za-z0-9_-]{0,63}$`, the
 * intersection of OpenAI's, Anthropic's and Gemini's rules; a longer name keeps a prefix and a hash of the whole.
 * Both are deterministic and idempotent (a sanitized value maps to itself). Pure.
 */

const MAX = 64;

/** 32-bit FNV-1a of a string, as 8 hex digits. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const shorten = (text: string, original: string): string =>
  text.length <= MAX ? text : `${text.slice(0, MAX - 9)}_${fnv1a(original)}`;

/** The id sent for a call (and its result), before the per-request uniqueness suffix. */
export function wireToolId(id: string): string {
  const call = id.includes('|') ? id.slice(0, id.indexOf('|')) : id;
  const clean = call.replace(/[^A-Za-z0-9_-]/g, '_');
  return clean === '' ? 'call' : shorten(clean, call);
}

/** A tool name every provider accepts. */
export function wireToolName(name: string): string {
  let clean = name.replace(/[^A-Za-z0-9_-]/g, '_');
  if (!/^[A-Za-z_]/.test(clean)) clean = `_${clean}`;
  return shorten(clean, name);
}

/** Hands out wire ids unique within one request: a repeated id gets `_2`, `_3`, … */
export class ToolIdAllocator {
  private readonly used = new Set<string>();

  allocate(id: string): string {
    const base = wireToolId(id);
    let candidate = base;
    for (let n = 2; this.used.has(candidate); n += 1) {
      const suffix = `_${n}`;
      candidate = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    }
    this.used.add(candidate);
    return candidate;
  }
}
