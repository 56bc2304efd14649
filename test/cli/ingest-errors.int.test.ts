/**
 * Malformed session files through the CLI's ingest entry point (in-process, on real files, one store: a child
 * process per file would cost seconds each): each gets a one-line error naming its line, as the CLI prints it
 * (describeError), and nothing of any of them reaches the store.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ingestInto } from '../../cli/commands/ingest';
import { describeError } from '../../cli/describe-error';
import { withTenant } from '../../store/with-tenant';
import { rowsOf } from '../../store/session-store/event-rows';
import { readTree } from '../../store/session-store';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'sessions', 'v3-every-type.jsonl');
const VALID = readFileSync(FIXTURE, 'utf8').trimEnd().split('\n');
const FIRST_ENTRY_LINE = 3; // line 1 is the title slot, line 2 the header
const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-ingest-errors-'));
const TENANT = 'malformed';

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
});
afterAll(async () => {
  await store.close();
});

interface Malformed {
  name: string;
  content: Buffer;
  /** The line the error must name, and what it must say after `line N: `. */
  line: number;
  says: RegExp;
}

const file = (lines: string[]) => Buffer.from(lines.join('\n') + '\n');
const withLine = (index: number, text: string) => VALID.map((l, i) => (i === index ? text : l));
const edit = (index: number, change: (entry: Record<string, unknown>) => void) => {
  const entry = JSON.parse(VALID[index]!) as Record<string, unknown>;
  change(entry);
  return file(withLine(index, JSON.stringify(entry)));
};

/** Every mutation of every entry line of the valid fixture (deterministic: no randomness). */
function entryMutations(): Malformed[] {
  const cases: Malformed[] = [];
  for (let index = FIRST_ENTRY_LINE - 1; index < VALID.length; index += 1) {
    const line = index + 1;
    const text = VALID[index]!;
    const id = (JSON.parse(text) as { id: string }).id;
    const add = (name: string, content: Buffer, says: RegExp, at = line) =>
      cases.push({ name: `line ${line}: ${name}`, content, line: at, says });
    add('truncated', file(withLine(index, text.slice(0, Math.floor(text.length / 2)))), /^not valid JSON/);
    add('cut at the end of the file', file(VALID.slice(0, index).concat(text.slice(0, -1))), /^not valid JSON/);
    add('a JSON array', file(withLine(index, `[${text}]`)), /^expected a JSON object$/);
    add(
      'a number as timestamp',
      edit(index, (e) => (e.timestamp = 42)),
      /^timestamp: /,
    );
    add(
      'an unknown type',
      edit(index, (e) => (e.type = 'telepathy')),
      /^type: unknown entry type "telepathy"$/,
    );
    add(
      'a dangling parent',
      edit(index, (e) => (e.parentId = 'nowhere')),
      /^parentId: no earlier entry nowhere/,
    );
    add(
      'its id repeated at the end',
      file([...VALID, text]),
      new RegExp(`^duplicate entry id "${id}" \\(first on line ${line}\\)$`),
      VALID.length + 1,
    );
    add(
      'a NUL escape',
      edit(index, (e) => (e.note = 'a\u0000b')),
      /^note: contains a NUL character/,
    );
    add(
      'a lone surrogate',
      edit(index, (e) => (e.note = ['x', '\ud83d'])),
      /^note\.1: contains a lone UTF-16 surrogate/,
    );
    add(
      'a 4,000-character id',
      edit(index, (e) => (e.id = 'x'.repeat(4000))),
      /^id: longer than 200 characters \(4000\)$/,
    );
    const deep = text.replace(/}$/, `,"deep":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    add('nesting 1,000 deep', file(withLine(index, deep)), /^nested deeper than 100 levels$/);
    const bytes = Buffer.from(text);
    const broken = Buffer.concat([bytes.subarray(0, 20), Buffer.from([0xc3, 0x28]), bytes.subarray(20)]);
    add('invalid UTF-8', Buffer.concat([file(VALID.slice(0, index)), broken, Buffer.from('\n')]), /^not valid UTF-8/);
  }
  return cases;
}

const headerMutations: Malformed[] = [
  { name: 'header-only file', content: file(VALID.slice(0, 2)), line: 2, says: /^no entries after the session header/ },
  {
    name: 'no header',
    content: file([VALID[0]!, ...VALID.slice(2)]),
    line: 2,
    says: /^type: the session header must come/,
  },
  {
    name: 'version null',
    content: file(withLine(1, VALID[1]!.replace('"version":3', '"version":null'))),
    line: 2,
    says: /^version: unsupported session version null$/,
  },
  {
    name: 'version 9',
    content: file(withLine(1, VALID[1]!.replace('"version":3', '"version":9'))),
    line: 2,
    says: /^version: unsupported session version 9$/,
  },
  {
    name: 'two headers',
    content: file([...VALID.slice(0, 3), VALID[1]!, ...VALID.slice(3)]),
    line: 4,
    says: /^type: a second session header$/,
  },
  { name: 'empty file', content: Buffer.from(''), line: 1, says: /^no session header found$/ },
];

const rowCount = () =>
  withTenant(store.db, TENANT, async (tx) => {
    const count = async (table: string) =>
      Number((rowsOf(await tx.execute(sql.raw(`select count(*) as n from ${table}`)))[0] as { n: unknown }).n);
    return { sessions: await count('sessions'), events: await count('session_events') };
  });

describe('ingesting malformed session files', () => {
  it('imports the unmutated fixture, and one that starts with a UTF-8 byte-order mark', async () => {
    const bom = path.join(dir, 'bom.jsonl');
    writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file(VALID)]));
    expect(await ingestInto(store.db, 'valid', FIXTURE)).toMatchObject({ entries: 23, sourceVersion: 3 });
    expect(await ingestInto(store.db, 'valid', bom)).toMatchObject({ entries: 23, sourceVersion: 3 });
  });

  it('imports the fixture with its header version left out, as the seed reads it: version 1, ids kept', async () => {
    const unversioned = path.join(dir, 'unversioned.jsonl');
    writeFileSync(unversioned, file(withLine(1, VALID[1]!.replace('"version":3,', ''))));
    const imported = await ingestInto(store.db, 'valid', unversioned);
    expect(imported).toMatchObject({ entries: 23, sourceVersion: 1 });
    const { nodes } = await readTree(store.db, { tenantId: 'valid', sessionId: imported.sessionId });
    const ids = VALID.slice(FIRST_ENTRY_LINE - 1).map((l) => (JSON.parse(l) as { id: string }).id);
    expect(nodes.map((n) => n.id)).toEqual(ids);
    expect(nodes.map((n) => n.parentId)).toEqual([null, ...ids.slice(0, -1)]);
  });

  it('rejects each of 282 generated malformed files with one line naming its line, writing nothing', async () => {
    const cases = [...entryMutations(), ...headerMutations];
    expect(cases).toHaveLength(282);
    const wrong: string[] = [];
    for (const [n, malformed] of cases.entries()) {
      const target = path.join(dir, `malformed-${n}.jsonl`);
      writeFileSync(target, malformed.content);
      const error = await ingestInto(store.db, TENANT, target).then(
        () => new Error('imported'),
        (e: unknown) => e,
      );
      const message = describeError(error);
      const prefix = `line ${malformed.line}: `;
      const rest = message.slice(prefix.length);
      const ok =
        message.startsWith(prefix) &&
        malformed.says.test(rest) &&
        !/\n|(?<!first on )line \d/.test(rest) &&
        message.length < 300;
      if (!ok) wrong.push(`${malformed.name}: ${message.slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCount()).toEqual({ sessions: 0, events: 0 });
  });
});
