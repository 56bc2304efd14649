import { createSessionFileReader, legacyEntryId, SessionFileError } from '../../core/session/session-file';

const readAll = (lines: string[]) => {
  const reader = createSessionFileReader();
  const entries = lines.map((text, i) => reader.read(text, i + 1)).filter((e) => e !== undefined);
  return { reader, entries };
};

const v1 = [
  '{"type":"session","id":"s1","timestamp":"2025-01-01T00:00:00.000Z","cwd":"/w"}',
  '{"type":"message","timestamp":"2025-01-01T00:00:01.000Z","message":{"role":"user","content":"hi","timestamp":1}}',
  '{"type":"message","timestamp":"2025-01-01T00:00:02.000Z","message":{"role":"hookMessage","customType":"x","content":"c","display":true,"timestamp":2}}',
  '{"type":"compaction","timestamp":"2025-01-01T00:00:03.000Z","summary":"s","firstKeptEntryIndex":2,"tokensBefore":10}',
];

describe('reading session files', () => {
  it('migrates version 1: linear id chain, firstKeptEntryIndex to id, hookMessage to custom', () => {
    const { reader, entries } = readAll(v1);
    expect(reader.sourceVersion()).toBe(1);
    expect(reader.header()).toMatchObject({ id: 's1', version: 1 });
    expect(entries.map((e) => [e.id, e.parentId])).toEqual([
      ['00000000', null],
      ['00000001', '00000000'],
      ['00000002', '00000001'],
    ]);
    expect(entries[1]!.message).toMatchObject({ role: 'custom', customType: 'x' });
    expect(entries[2]).toMatchObject({ type: 'compaction', firstKeptEntryId: '00000001' });
    expect(entries[2]).not.toHaveProperty('firstKeptEntryIndex');
  });

  it('reads a header without version over entries with ids as the seed does: a chain in file order, own ids kept', () => {
    const { reader, entries } = readAll([
      v1[0]!,
      '{"type":"message","id":"u1","parentId":null,"timestamp":"t","message":{"role":"user","content":"a","timestamp":1}}',
      '{"type":"message","id":"u2","parentId":"u1","timestamp":"t","message":{"role":"user","content":"b","timestamp":2}}',
      // A sibling of u2 in the file's tree: the seed reads the file as one line of entries, so it follows u2.
      '{"type":"message","id":"u3","parentId":"u1","timestamp":"t","message":{"role":"user","content":"c","timestamp":3}}',
      '{"type":"compaction","id":"c1","parentId":"u3","timestamp":"t","summary":"s","firstKeptEntryId":"u2","tokensBefore":9}',
      // No id of its own, and one an earlier entry took: both get the id of their position.
      '{"type":"message","timestamp":"t","message":{"role":"user","content":"d","timestamp":4}}',
      '{"type":"message","id":"u1","parentId":"c1","timestamp":"t","message":{"role":"user","content":"e","timestamp":5}}',
      '{"type":"compaction","timestamp":"t","summary":"s2","firstKeptEntryIndex":2,"tokensBefore":9}',
    ]);
    expect(reader.sourceVersion()).toBe(1);
    expect(entries.map((e) => [e.id, e.parentId])).toEqual([
      ['u1', null],
      ['u2', 'u1'],
      ['u3', 'u2'],
      ['c1', 'u3'],
      ['00000004', 'c1'],
      ['00000005', '00000004'],
      ['00000006', '00000005'],
    ]);
    expect(entries[3]).toMatchObject({ firstKeptEntryId: 'u2' });
    // Index 2 (the header is 0) is the second entry, whatever its id.
    expect(entries[6]).toMatchObject({ firstKeptEntryId: 'u2' });
  });

  it('keeps version 2 ids and only renames hookMessage', () => {
    const { entries } = readAll([
      '{"type":"session","version":2,"id":"s2","timestamp":"2025-01-01T00:00:00.000Z"}',
      '{"type":"message","id":"a1","parentId":null,"timestamp":"t","message":{"role":"hookMessage","customType":"x","content":"c","display":false,"timestamp":1}}',
    ]);
    expect(entries).toEqual([
      {
        type: 'message',
        id: 'a1',
        parentId: null,
        timestamp: 't',
        message: { role: 'custom', customType: 'x', content: 'c', display: false, timestamp: 1 },
      },
    ]);
  });

  it('passes version 3 entries through unchanged and skips the title slot and blank lines', () => {
    const entry = '{"type":"label","id":"b2","parentId":"a1","timestamp":"t","targetId":"a1","label":"x"}';
    const { reader, entries } = readAll([
      '{"type":"title","v":1,"title":"T","updatedAt":"t","pad":"   "}',
      '{"type":"session","version":3,"id":"s3","timestamp":"t"}',
      '',
      entry,
    ]);
    expect(reader.sourceVersion()).toBe(3);
    expect(entries).toEqual([JSON.parse(entry)]);
  });

  it('derives the same ids on every read of the same file', () => {
    expect(readAll(v1).entries).toEqual(readAll(v1).entries);
    expect(legacyEntryId(255)).toBe('000000ff');
  });

  it('drops a UTF-8 byte-order mark at the start of the file, and only there', () => {
    const { reader, entries } = readAll(['\uFEFF' + v1[0]!, v1[1]!]);
    expect(reader.header()).toMatchObject({ id: 's1' });
    expect(entries).toHaveLength(1);
    expect(() => readAll([v1[0]!, '\uFEFF' + v1[1]!])).toThrow(/^line 2: not valid JSON/);
  });

  const header3 = '{"type":"session","version":3,"id":"s3","timestamp":"t"}';
  const custom = (data: string, id = 'c1') =>
    `{"type":"custom","id":"${id}","parentId":null,"timestamp":"t","customType":"x","data":${data}}`;

  it.each([
    ['not JSON', ['not json'], 'line 1: not valid JSON'],
    ['not an object', ['[1]'], 'line 1: expected a JSON object'],
    ['no type', ['{"id":"x"}'], 'line 1: type: missing entry type'],
    [
      'an entry before the header',
      ['{"type":"message","message":{}}'],
      'line 1: type: the session header must come before any entry',
    ],
    ['a header without id', ['{"type":"session","timestamp":"t"}'], 'line 1: id: the header needs an id'],
    [
      'an unsupported version',
      ['{"type":"session","id":"s","version":4}'],
      'line 1: version: unsupported session version 4',
    ],
    [
      '"version": null (not read as version 1)',
      ['{"type":"session","id":"s","version":null}', v1[1]!],
      'line 1: version: unsupported session version null',
    ],
    ['a second header', [v1[0]!, v1[0]!], 'line 2: type: a second session header'],
    [
      'a v1 index past the entries',
      [v1[0]!, '{"type":"compaction","summary":"s","firstKeptEntryIndex":5,"tokensBefore":1}'],
      'line 2: firstKeptEntryIndex: does not point at an earlier entry: 5',
    ],
    [
      'a NUL escape in a string',
      [header3, custom('"a\\u0000b"')],
      'line 2: data: contains a NUL character (\\u0000), which the store cannot hold',
    ],
    ['a NUL escape in a key', [header3, custom('{"k\\u0000":1}')], 'line 2: data: a key contains a NUL character'],
    [
      'a lone high surrogate',
      [header3, custom('["ok","\\ud800x"]')],
      'line 2: data.1: contains a lone UTF-16 surrogate',
    ],
    ['a lone low surrogate', [header3, custom('"\\udc00"')], 'line 2: data: contains a lone UTF-16 surrogate'],
    [
      'nesting 5,000 levels deep',
      [header3, custom('['.repeat(5000) + ']'.repeat(5000))],
      'line 2: nested deeper than 100 levels',
    ],
    ['a 4,000-character id', [header3, custom('1', 'i'.repeat(4000))], 'line 2: id: longer than 200 characters (4000)'],
    [
      'an overlong header id',
      ['{"type":"session","version":3,"timestamp":"t","id":"' + 'h'.repeat(201) + '"}'],
      'line 1: id: longer than',
    ],
  ])('rejects %s with a one-line error naming its line', (_name, lines, message) => {
    expect(() => readAll(lines)).toThrow(SessionFileError);
    const error = (() => {
      try {
        readAll(lines);
      } catch (e) {
        return e as SessionFileError;
      }
      return undefined;
    })();
    expect(error?.message.startsWith(message)).toBe(true);
    expect(error?.message).not.toContain('\n');
    expect(error?.message.match(/line \d+/g)).toHaveLength(1);
  });

  it('accepts a surrogate pair, a backslash before "u" and nesting up to the limit', () => {
    const { entries } = readAll([
      header3,
      custom('"\\ud83d\\ude00 \\\\u0000"'),
      custom('['.repeat(99) + ']'.repeat(99), 'c2'),
    ]);
    expect(entries[0]!.data).toBe('\u{1F600} \\u0000');
    expect(entries).toHaveLength(2);
  });
});
