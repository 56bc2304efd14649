/**
 * One strategy of the eval (issue 23): a copy of the session is compacted through the real workflow, then its rebuilt
 * context is read the way a host reads it and turned into what the reference reader sees (snapcompact frames read
 * back through the decoder) and into the next turn's billed input tokens (text by the chars/4 estimate, frames by the
 * billing family's image rule). The summarizer's tokens are the provider usage the copy's run recorded.
 */
import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { decodeFrame } from '../../activities/snapcompact/frame-decoder';
import { estimateContextTokens } from '../../core/compaction/tokens';
import type { CompactionEntry, SessionEntry } from '../../core/session/entries';
import type { AgentMessage, ImageBlock } from '../../core/session/messages';
import { readPreservedArchive, type SnapcompactArchive } from '../../core/snapcompact/archive-types';
import { billedTokens, type BillingFamily } from '../../core/snapcompact/billing';
import type { FontSet } from '../../core/snapcompact/font';
import { shapeGeometry } from '../../core/snapcompact/shapes';
import type { Db } from '../../store/database';
import { appendEntries, createSession, readEntries } from '../../store/session-store';
import { usageBySplit } from '../../store/usage/provider-usage';
import { compactSession } from '../../workflows';
import { compactionStartOptions, type CompactSessionInput } from '../../workflows/compaction-types';
import { readContext, readFrame } from '../context';

/**
 * Where the arms run: a Temporal client whose task queue has a worker, the store that worker writes, and the frame
 * decoder with its fonts (activities/snapcompact: the caller, a composition root, passes them in).
 */
export interface ArmWorld {
  client: Client;
  db: Db;
  taskQueue: string;
  fonts: FontSet;
  decodeFrame: typeof decodeFrame;
}

export interface CompactingArm {
  strategy: string;
  input: Pick<CompactSessionInput, 'model' | 'strategy' | 'settings'>;
  family: BillingFamily;
}

export interface ArmContext {
  messages: AgentMessage[];
  /** Text of each frame (by the sha256 of its PNG) as the decoder reads it. */
  frameText: Map<string, string>;
  billedContextTokens: number;
  contextTokens: number;
  method?: string;
  firstKeptEntryId?: string;
  /** Provider-reported tokens of every summarizer call the run made (gate retries included). */
  summarizerTokens: { input: number; output: number };
  latencyMs: number;
}

export const imageSha = (image: ImageBlock): string =>
  createHash('sha256').update(Buffer.from(image.data, 'base64')).digest('hex');

/** Stores `entries` as a new session, compacts it with the arm's settings and reads the context it leaves. */
export async function runArm(
  world: ArmWorld,
  arm: CompactingArm,
  session: { tenantId: string; sessionId: string; entries: SessionEntry[] },
): Promise<ArmContext> {
  const ids = { tenantId: session.tenantId, sessionId: session.sessionId };
  await createSession(world.db, ids);
  await appendEntries(world.db, { ...ids, entries: session.entries });
  const started = performance.now();
  const result = await world.client.workflow.execute(
    compactSession,
    compactionStartOptions({ ...ids, trigger: 'manual', ...arm.input }, world.taskQueue),
  );
  const latencyMs = performance.now() - started;
  if (result.outcome !== 'compacted' || !result.compactionEntryId)
    throw new Error(`${arm.strategy}: ${result.outcome} (${result.reason ?? 'no reason'})`);
  const [entry] = (await readEntries(world.db, { ...ids, ids: [result.compactionEntryId] })) as CompactionEntry[];
  const archive = readPreservedArchive(entry?.preserveData);
  const view = await readContext(world.db, ids, { mode: 'llm' });
  const frameText = archive ? await decodeArchive(world, ids.tenantId, archive) : new Map<string, string>();
  const images = archive?.frames.reduce((sum, f) => sum + billedTokens(arm.family, f.width, f.height), 0) ?? 0;
  const usage = await usageBySplit(world.db, ids, 'model');
  return {
    messages: view.messages,
    frameText,
    billedContextTokens: estimateContextTokens(view.messages.map(withoutImages)) + images,
    contextTokens: view.tokens,
    ...(result.method ? { method: result.method } : {}),
    ...(entry?.firstKeptEntryId ? { firstKeptEntryId: entry.firstKeptEntryId } : {}),
    summarizerTokens: {
      input: usage.reduce((n, u) => n + u.inputTokens, 0),
      output: usage.reduce((n, u) => n + u.outputTokens, 0),
    },
    latencyMs,
  };
}

async function decodeArchive(world: ArmWorld, tenantId: string, archive: SnapcompactArchive) {
  const text = new Map<string, string>();
  for (const frame of archive.frames) {
    const shape = shapeGeometry(frame.shape, frame.frameSize);
    const decoded = await world.decodeFrame(
      await readFrame(world.db, tenantId, frame.sha256),
      shape,
      world.fonts[shape.font],
    );
    text.set(frame.sha256, decoded.text);
  }
  return text;
}

/** A message without its image blocks: text is estimated, images are billed by the family's rule. */
function withoutImages(message: AgentMessage): AgentMessage {
  if (message.role !== 'compactionSummary') return message;
  const { images: _images, blocks, ...rest } = message;
  return { ...rest, ...(blocks ? { blocks: blocks.filter((b) => b.type !== 'image') } : {}) };
}
