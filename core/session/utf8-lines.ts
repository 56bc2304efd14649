/**
 * The lines of a byte stream, each decoded as strict UTF-8: a line holding bytes that are not UTF-8 comes out as an
 * UndecodableLine (the importer names its line) instead of text with U+FFFD silently put in. Lines end at LF; a CR
 * before it is dropped. A byte-order mark is kept as text (the session-file reader strips it on line 1). Pure.
 */

/** A line whose bytes are not valid UTF-8. */
export class UndecodableLine {
  readonly message = 'not valid UTF-8 (session files are UTF-8 text)';
}

const LF = 0x0a;
const CR = 0x0d;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function decodeLine(parts: readonly Uint8Array[]): string | UndecodableLine {
  let bytes = concat(parts);
  if (bytes.length > 0 && bytes[bytes.length - 1] === CR) bytes = bytes.subarray(0, bytes.length - 1);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new UndecodableLine();
  }
}

export async function* utf8Lines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string | UndecodableLine> {
  let pending: Uint8Array[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end !== -1; end = chunk.indexOf(LF, start)) {
      pending.push(chunk.subarray(start, end));
      yield decodeLine(pending);
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield decodeLine(pending);
}
