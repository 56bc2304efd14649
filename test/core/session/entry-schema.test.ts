import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENTRY_TYPES, validateEntry } from '../../../core/session/entry-schema';
import { createSessionFileReader } from '../../../core/session/session-file';

const fixture = path.join(__dirname, '..', '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
const entries = () => {
  const reader = createSessionFileReader();
  return readFileSync(fixture, 'utf8')
    .split('\n')
    .map((text, i) => reader.read(text, i + 1))
    .filter((e) => e !== undefined);
};

describe('entry schema', () => {
  it('accepts every entry type and message role of the v3 fixture', () => {
    const all = entries();
    const types = [...new Set(all.map((e) => e.type as string))].sort();
    expect(types).toEqual(ENTRY_TYPES);
    for (const e of all) expect(validateEntry(e)).toEqual({ ok: true, entry: e });
  });

  it('keeps unknown extra fields (newer upstream files still import)', () => {
    const e = { type: 'reset_boundary', id: 'r', parentId: null, timestamp: 't', futureField: { x: 1 } };
    expect(validateEntry(e)).toEqual({ ok: true, entry: e });
  });

  it.each([
    [
      { type: 'label', id: 'l', parentId: null, timestamp: 't' },
      'targetId',
      'targetId: Invalid input: expected string, received undefined',
    ],
    [
      { type: 'message', id: 'm', parentId: null, timestamp: 't', message: { role: 'robot', timestamp: 1 } },
      'message.role',
      undefined,
    ],
    [
      {
        type: 'message',
        id: 'm',
        parentId: null,
        timestamp: 't',
        message: { role: 'assistant', content: [], stopReason: 'done', timestamp: 1 },
      },
      'message.stopReason',
      undefined,
    ],
    [
      {
        type: 'message',
        id: 'm',
        parentId: null,
        timestamp: 't',
        message: { role: 'user', content: [{ type: 'text' }], timestamp: 1 },
      },
      'message.content.0.text',
      undefined,
    ],
    [
      {
        type: 'compaction',
        id: 'c',
        parentId: 'p',
        timestamp: 't',
        summary: 's',
        firstKeptEntryId: 'k',
        tokensBefore: '10',
      },
      'tokensBefore',
      undefined,
    ],
    [
      { type: 'custom_message', id: 'c', parentId: null, timestamp: 't', customType: 'x', content: 'y' },
      'display',
      undefined,
    ],
    [
      {
        type: 'message',
        id: '',
        parentId: null,
        timestamp: 't',
        message: { role: 'user', content: 'x', timestamp: 1 },
      },
      'id',
      undefined,
    ],
    [{ type: 'whatever', id: 'w', parentId: null, timestamp: 't' }, 'type', 'type: unknown entry type "whatever"'],
  ])('rejects %j naming the field', (raw, field, message) => {
    const result = validateEntry(raw);
    expect(result).toMatchObject({ ok: false, path: field });
    if (message) expect(result).toMatchObject({ message });
  });
});
