/**
 * Neutralizes the summarizer's own framing tags inside untrusted text (spec §6.2): any `<conversation>`,
 * `</conversation>`, `<previous-summary>` or `</previous-summary>` (case-insensitive, whitespace tolerant) gets
 * its leading `<` replaced by `&lt;`, so transcript content can never close or open a block early. Pure.
 */

const FRAMING_TAG = /<(\s*\/?\s*(?:conversation|previous-summary)\s*>)/gi;

/** Escapes every framing tag in `text`; everything else is left byte-for-byte unchanged. */
export function escapeFramingTags(text: string): string {
  return text.replace(FRAMING_TAG, '&lt;$1');
}
