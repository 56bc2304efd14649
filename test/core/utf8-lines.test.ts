import { UndecodableLine, utf8Lines } from '../../core/session/utf8-lines';

const bytes = (...parts: (string | number[])[]) =>
  parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : Uint8Array.from(p)));

async function collect(chunks: Uint8Array[]) {
  async function* source() {
    yield* chunks;
  }
  const out: (string | UndecodableLine)[] = [];
  for await (const line of utf8Lines(source())) out.push(line);
  return out;
}

describe('splitting a byte stream into strict UTF-8 lines', () => {
  it('splits at LF across chunk boundaries, drops the CR of CRLF and keeps blank lines', async () => {
    expect(await collect(bytes('{"a":1}\r\n{"b"', ':2}\n\n', '{"c":3}'))).toEqual([
      '{"a":1}',
      '{"b":2}',
      '',
      '{"c":3}',
    ]);
  });

  it('decodes a multi-byte character split between chunks', async () => {
    expect(await collect(bytes([0x22, 0xc3], [0xa9, 0x22, 0x0a]))).toEqual(['"é"']);
  });

  it('yields an UndecodableLine for a line with invalid bytes, and goes on with the next line', async () => {
    const lines = await collect(bytes('ok\n', [0x7b, 0xff, 0xfe, 0x7d, 0x0a], 'next\n', [0x22, 0xe2, 0x82]));
    expect(lines[0]).toBe('ok');
    expect(lines[1]).toBeInstanceOf(UndecodableLine);
    expect((lines[1] as UndecodableLine).message).toBe('not valid UTF-8 (session files are UTF-8 text)');
    expect(lines[2]).toBe('next');
    expect(lines[3]).toBeInstanceOf(UndecodableLine); // a file cut inside a character
    expect(lines).toHaveLength(4);
  });

  it('keeps a byte-order mark as text for the reader to judge', async () => {
    expect(await collect(bytes([0xef, 0xbb, 0xbf], '{}\n'))).toEqual(['\uFEFF{}']);
  });
});
