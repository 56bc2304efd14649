/**
 * The rebuilt context of a session: loads the active branch from its latest compaction boundary (or the whole
 * path for the full transcript), resolves snapcompact frames from the store, and runs the pure core rebuild.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { buildSessionContext, type ContextMode, type SessionContext } from '../../../core/session/build-context';
import { snapcompactFrames } from '../../../core/session/compaction-summary';
import type { CompactionEntry } from '../../../core/session/entries';
import type { ImageBlock } from '../../../core/session/messages';
import { snapcompactFrames as framesTable } from '../../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { loadActiveBranch } from './load-branch';

export interface ReadContextInput {
  tenantId: string;
  sessionId: string;
  leafId?: string | null;
  mode?: ContextMode;
}

export async function readSessionContext(db: Db, input: ReadContextInput): Promise<SessionContext> {
  return (await readContextAt(db, input)).context;
}

/** The context with the branch position it was built at: leaf, last seq, latest compaction on the path. */
export async function readContextAt(
  db: Db,
  input: ReadContextInput,
): Promise<{ context: SessionContext; leafId: string | null; lastSeq: number; compactionEntryId: string | null }> {
  const mode = input.mode ?? 'llm';
  const branch = await loadActiveBranch(db, { ...input, full: mode === 'transcript' });
  const compaction = branch.entries.find((e) => e.id === branch.compaction?.entryId) as CompactionEntry | undefined;
  const images = compaction ? await loadFrames(db, input.tenantId, compaction) : new Map<string, ImageBlock>();
  const position = {
    leafId: branch.leafId,
    lastSeq: branch.lastSeq,
    compactionEntryId: branch.compaction?.entryId ?? null,
  };
  return { ...position, context: buildContext(branch, mode, images) };
}

function buildContext(
  branch: Awaited<ReturnType<typeof loadActiveBranch>>,
  mode: NonNullable<ReadContextInput['mode']>,
  images: Map<string, ImageBlock>,
): SessionContext {
  return buildSessionContext(branch.entries, {
    leafId: branch.leafId,
    mode,
    settingsBase: mode === 'transcript' ? undefined : branch.settingsBase,
    resolveFrame: (ref) => images.get(ref.sha256),
  });
}

async function loadFrames(db: Db, tenantId: string, compaction: CompactionEntry): Promise<Map<string, ImageBlock>> {
  const refs = snapcompactFrames(compaction);
  if (refs.length === 0) return new Map();
  const rows = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ sha256: framesTable.sha256, png: framesTable.png })
      .from(framesTable)
      .where(
        and(
          eq(framesTable.tenantId, tenantId),
          inArray(
            framesTable.sha256,
            refs.map((r) => r.sha256),
          ),
        ),
      ),
  );
  const mime = new Map(refs.map((r) => [r.sha256, r.mimeType]));
  return new Map(
    rows.map((r) => [
      r.sha256,
      { type: 'image', data: Buffer.from(r.png).toString('base64'), mimeType: mime.get(r.sha256)! },
    ]),
  );
}
