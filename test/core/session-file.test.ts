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

  it.each([
    [['not json'], 'line 1: not valid JSON'],
    [['[1]'], 'line 1: expected a JSON object'],
    [['{"id":"x"}'], 'line 1 (type): missing entry type'],
    [['{"type":"message","message":{}}'], 'line 1 (type): the session header must come before any entry'],
    [['{"type":"session","timestamp":"t"}'], 'line 1 (id): the header needs an id'],
    [['{"type":"session","id":"s","version":4}'], 'line 1 (version): unsupported session version 4'],
    [[v1[0]!, v1[0]!], 'line 2 (type): a second session header'],
    [
      [v1[0]!, '{"type":"compaction","summary":"s","firstKeptEntryIndex":5,"tokensBefore":1}'],
      'line 2 (firstKeptEntryIndex): does not point at an earlier entry: 5',
    ],
  ])('rejects %j with a line-numbered error', (lines, message) => {
    expect(() => readAll(lines)).toThrow(SessionFileError);
    expect(() => readAll(lines)).toThrow(message);
  });
});
