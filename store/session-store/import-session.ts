/**
 * Imports an upstream session file (versions 1–3) as a new session: lines are read one by one through the core
 * reader (migrating to v3), validated with their line number, and appended in batches inside ONE tenant
 * transaction, so a bad line anywhere leaves nothing written. A file with a header and no entries is refused (an
 * empty session is created, not imported).
 */
import { createSessionFileReader, SessionFileError } from '../../core/session/session-file';
import { UndecodableLine } from '../../core/session/utf8-lines';
import type { SessionEntry } from '../../core/session/entries';
import { validateEntry } from '../../core/session/entry-schema';
import type { Db } from '../database';
import { withTenant, type Tx } from '../with-tenant';
import { appendValidated } from './append-entries';
import { createSessionIn } from './create-session';
import { InvalidEntry } from './errors';

export interface ImportSessionInput {
  tenantId: string;
  sessionId: string;
  /** The file's lines; an UndecodableLine is a line whose bytes are not UTF-8 (see utf8Lines). */
  lines: AsyncIterable<string | UndecodableLine>;
  batchSize?: number;
  /** Skip lines that do not parse or validate (a crashed agent's truncated last line) and report them. */
  skipBadLines?: boolean;
}

export interface SkippedLine {
  line: number;
  reason: string;
}

export interface ImportResult {
  sessionId: string;
  entries: number;
  sourceVersion: number;
  /** Lines left out under `skipBadLines`, in file order (absent otherwise). */
  skipped?: SkippedLine[];
}

export function importSession(db: Db, input: ImportSessionInput): Promise<ImportResult> {
  return withTenant(db, input.tenantId, (tx) => importIn(tx, input));
}

async function importIn(tx: Tx, input: ImportSessionInput): Promise<ImportResult> {
  const reader = createSessionFileReader();
  const batchSize = input.batchSize ?? 1000;
  let created = false;
  let count = 0;
  let batch: { entry: SessionEntry; line: number }[] = [];
  const flush = async () => {
    if (!created) {
      await createSessionIn(tx, { tenantId: input.tenantId, sessionId: input.sessionId, header: reader.header() });
      created = true;
    }
    if (batch.length === 0) return;
    await appendBatch(tx, input.sessionId, batch);
    count += batch.length;
    batch = [];
  };
  let line = 0;
  let headerLine: number | undefined;
  const skipped: SkippedLine[] = [];
  // Entry id → its line: a repeated id is the file's error, wherever its first copy sits (an earlier batch
  // would otherwise surface as a unique violation of the store, without a line).
  const seen = new Map<string, number>();
  for await (const text of input.lines) {
    line += 1;
    const entry = readEntry(reader, text, line, input.skipBadLines ? skipped : undefined);
    if (headerLine === undefined && reader.header()) headerLine = line;
    if (entry === undefined) continue;
    const first = seen.get(entry.id);
    if (first !== undefined)
      throw new InvalidEntry(`duplicate entry id "${entry.id}" (first on line ${first})`, 'id', line);
    seen.set(entry.id, line);
    batch.push({ entry, line });
    if (batch.length >= batchSize) await flush();
  }
  if (headerLine === undefined) throw new InvalidEntry('no session header found', 'type', Math.max(line, 1));
  if (count + batch.length === 0) {
    throw new InvalidEntry('no entries after the session header: nothing to import', undefined, headerLine);
  }
  await flush();
  const result = { sessionId: input.sessionId, entries: count, sourceVersion: reader.sourceVersion() ?? 1 };
  return input.skipBadLines ? { ...result, skipped } : result;
}

/** The validated entry of one line; a bad line throws, or is recorded in `skipped` when the caller skips them. */
function readEntry(reader: Reader, text: string | UndecodableLine, line: number, skipped: SkippedLine[] | undefined) {
  try {
    if (text instanceof UndecodableLine) throw new InvalidEntry(text.message, undefined, line);
    const raw = readLine(reader, text, line);
    if (raw === undefined) return undefined;
    const result = validateEntry(raw);
    if (!result.ok) throw new InvalidEntry(result.message, result.path, line);
    return result.entry;
  } catch (error) {
    if (!skipped || !(error instanceof InvalidEntry)) throw error;
    skipped.push({ line, reason: error.message.replace(/^line \d+: /, '') });
    return undefined;
  }
}

type Reader = ReturnType<typeof createSessionFileReader>;

function readLine(reader: Reader, text: string, line: number) {
  try {
    return reader.read(text, line);
  } catch (error) {
    if (error instanceof SessionFileError) throw new InvalidEntry(error.detail, error.field, line);
    throw error;
  }
}

/** Appends validated entries of one file; a store error on an entry (a dangling parent) names its source line. */
export async function appendBatch(tx: Tx, sessionId: string, batch: { entry: SessionEntry; line: number }[]) {
  try {
    await appendValidated(tx, { sessionId, entries: batch.map((b) => b.entry) });
  } catch (error) {
    if (error instanceof InvalidEntry && error.index !== undefined) {
      const message = error.message.replace(/^entry \d+: /, '');
      throw new InvalidEntry(message, error.path, batch[error.index]!.line);
    }
    throw error;
  }
}
