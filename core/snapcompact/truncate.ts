/**
 * Head+tail truncation and data-URL elision for archive text (snapcompact spec §5.1). Both keep the archive
 * conversation-dense: the start and end of long tool output survive, inline base64 payloads never do.
 */

export const TOOL_RESULT_MAX_CHARS = 2000;
export const TOOL_ARG_MAX_CHARS = 500;
export const TOOL_CALL_MAX_CHARS = 2000;
export const TRUNCATE_HEAD_RATIO = 0.6;

/**
 * Keeps the first round(cap × ratio) and the last (cap − head) characters of text longer than `cap`, joined by a
 * marker naming the elided count. `Infinity` disables the cap.
 */
export function truncateHeadTail(text: string, cap: number, headRatio = TRUNCATE_HEAD_RATIO): string {
  if (!Number.isFinite(cap) || text.length <= cap) return text;
  const ratio = Math.min(1, Math.max(0, headRatio));
  const head = Math.round(cap * ratio);
  const tail = cap - head;
  const elided = text.length - cap;
  return `${text.slice(0, head)} [\u2026${elided}ch elided\u2026] ${tail > 0 ? text.slice(text.length - tail) : ''}`;
}

// One pass, no nested quantifiers: an optional Markdown image/link opener, the data URL, an optional closing paren.
const DATA_URL =
  /(!?\[[^\]\n]{0,200}\]\()?data:([a-z0-9.+-]+\/[a-z0-9.+-]+(?:;[a-z0-9.+-]+=[^;,\s)]{1,100})*);base64,([a-z0-9+/=]*)(\))?/gi;
const MIN_PAYLOAD = 40;

const isCanonicalBase64 = (payload: string): boolean =>
  payload.length > 0 && payload.length % 4 === 0 && /^[a-z0-9+/]+={0,2}$/i.test(payload);

/**
 * Replaces inline `data:<mime>;base64,<payload>` URLs (with a surrounding `![label](…)` when both ends are
 * present) by `[data URL omitted: <mime>, <N> base64 chars]`. Short non-canonical payloads in prose stay.
 */
export function elideDataUrls(text: string): string {
  if (!/;base64,/i.test(text)) return text;
  return text.replace(DATA_URL, (...groups: (string | undefined)[]) => {
    const [whole = '', opener, mime = '', payload = '', close] = groups;
    if (payload.length < MIN_PAYLOAD && !isCanonicalBase64(payload)) return whole;
    const marker = `[data URL omitted: ${mime}, ${payload.length} base64 chars]`;
    if (opener && close) return marker;
    return `${opener ?? ''}${marker}${close ?? ''}`;
  });
}
