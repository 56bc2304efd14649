/**
 * The rebuilt context of a session: loads the active branch from its latest compaction boundary (or the whole
 * path for the full transcript), resolves snapcompact frames from the store, and runs the pure core rebuild.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ContextTally } from '../../core/compaction/context-tally';
import { buildSessionContext, type BuildContextOptions, type SessionContext } from '../../core/session/build-context';
import type { ContextMode } from '../../core/session/entry-message';
import { snapcompactFrames } from '../../core/session/compaction-summary';
import type { CompactionEntry } from '../../core/session/entries';
import type { ImageBlock } from '../../core/session/messages';
import { snapcompactFrames as framesTable } from '../../schema';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { loadActiveBranch, type LoadedBranch } from './load-branch';

export interface ReadContextInput {
  tenantId: string;
  sessionId: string;
  leafId?: string | null;
  mode?: ContextMode;
}

export async function readSessionContext(db: Db, input: ReadContextInput): Promise<SessionContext> {
  return (await readContextAt(db, input)).context;
}

/** What a rebuild of the active path needs from the store: the loaded branch and its snapcompact frames. */
export interface ContextInputs {
  branch: LoadedBranch;
  images: Map<string, ImageBlock>;
}

export interface ContextAt {
  context: SessionContext;
  leafId: string | null;
  lastSeq: number;
  compactionEntryId: string | null;
}

/** The context with the branch position it was built at: leaf, last seq, latest compaction on the path. */
export async function readContextAt(db: Db, input: ReadContextInput): Promise<ContextAt> {
  const mode = input.mode ?? 'llm';
  return contextFrom(await loadContextInputs(db, { ...input, full: mode === 'transcript' }), mode);
}

/** One consistent read (branch and position in one transaction, frames by content hash). */
export async function loadContextInputs(
  db: Db,
  input: Omit<ReadContextInput, 'mode'> & { full?: boolean },
): Promise<ContextInputs> {
  const branch = await loadActiveBranch(db, input);
  const compaction = branch.entries.find((e) => e.id === branch.compaction?.entryId) as CompactionEntry | undefined;
  const images = compaction ? await loadFrames(db, input.tenantId, compaction) : new Map<string, ImageBlock>();
  return { branch, images };
}

/**
 * The pure rebuild over loaded inputs (no I/O): what readContextAt returns. `provider` is the provider the LLM
 * context is for (buildSessionContext; default: the path's default model's).
 */
export function contextFrom(inputs: ContextInputs, mode: ContextMode, provider?: string): ContextAt {
  const { branch } = inputs;
  return {
    leafId: branch.leafId,
    lastSeq: branch.lastSeq,
    compactionEntryId: branch.compaction?.entryId ?? null,
    context: buildSessionContext(branch.entries, { ...rebuildOptions(inputs, mode), mode, provider }),
  };
}

/** The LLM context's token tally over loaded inputs: the estimate of contextFrom's messages, kept as appends extend it. */
export function contextTallyFrom(inputs: ContextInputs): ContextTally {
  return ContextTally.of(inputs.branch.entries, rebuildOptions(inputs, 'llm'));
}

function rebuildOptions({ branch, images }: ContextInputs, mode: ContextMode): BuildContextOptions {
  return {
    leafId: branch.leafId,
    settingsBase: mode === 'transcript' ? undefined : branch.settingsBase,
    resolveFrame: (ref) => images.get(ref.sha256),
  };
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
