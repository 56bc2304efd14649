/**
 * The bytes/4 token estimate (spec §2.3 test mode): ceil(utf8Bytes / 4). Used by the summarizer budgets and
 * the windowed fold. Pure; counts UTF-8 bytes without TextEncoder so it runs in the workflow sandbox too.
 */

/** UTF-8 byte length of a string (lone surrogates count as the 3-byte replacement character). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Estimated tokens of a text: ceil(utf8Bytes / 4). */
export function countTokens(text: string): number {
  return (utf8ByteLength(text) + 3) >> 2;
}
