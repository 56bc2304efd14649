/**
 * Reading a session: the LLM context of the active leaf (what the next model call gets: summary, kept and later
 * messages, branch summaries, snapcompact frames as image blocks inline or as frame URLs), the display transcript,
 * the tree; moving the leaf; snapcompact frames by content hash. The version of a read is the session's last seq:
 * every event (append, leaf move, pruning, compaction) advances it, so it makes a sound ETag.
 */
import { createHash } from 'node:crypto';
import {
  contextFrom,
  loadContextInputs,
  readContextAt,
  readTree,
  type ContextAt,
  type ContextInputs,
  type TreeNode,
} from '../store/session-store';
import { incarnationOf } from '../store/session-store/load-branch';
import type { ContextCache, SessionVersion, TallyAt } from './context-cache';
import { contextTokensOf } from './context-tokens';
import { createPgFrameStore } from '../store/frames/pg-frame-store';
import type { Db } from '../store/database';
import { readSessionVersion } from '../store/session-store/session-version';
import { FrameNotFoundError } from '../store/frames/frame-store';
import { estimateContextTokens } from '../core/compaction/tokens';
import type { AgentMessage, ImageBlock, TextBlock } from '../core/session/messages';
import { FrameNotFound } from './errors';

type Ids = { tenantId: string; sessionId: string };

export interface ContextView {
  messages: AgentMessage[];
  tokens: number;
  leafId: string | null;
  lastSeq: number;
  lastCompactionId: string | null;
}

export interface ReadContextOptions {
  mode: 'llm' | 'transcript';
  /** `url`: snapcompact frames as `{ type: 'image', url, mimeType }` pointing at GET /v1/frames/{sha256}. */
  images?: 'inline' | 'url';
  /** The base of frame URLs (e.g. `/v1/frames`). */
  frameBase?: string;
  /** LLM-mode reads reuse the loaded branch while the session has not changed. */
  cache?: ContextCache;
}

/**
 * The session's version without rebuilding anything — its last seq (every event advances it) and the row's
 * incarnation — for conditional reads, cached reads and a conflict's current seq: one statement at the database
 * on every call (no transaction), so whatever any node committed before is seen.
 */
export async function versionOf(db: Db, ids: Ids): Promise<SessionVersion> {
  const row = await readSessionVersion(db, ids);
  return { lastSeq: row.lastSeq, incarnation: incarnationOf(row) };
}

/**
 * The LLM context through the cache: one version check, then the remembered branch or a load that is remembered.
 * The token estimate comes back with it (it also sizes the cache entry), and the branch it was built from.
 */
export async function cachedContext(
  db: Db,
  ids: Ids,
  cache: ContextCache,
  known?: ContextInputs | SessionVersion,
): Promise<{ at: ContextAt; tokens: number; inputs: ContextInputs }> {
  let inputs = known && 'branch' in known ? known : undefined;
  if (!inputs) {
    const hit = cache.at(ids, (known as SessionVersion | undefined) ?? (await versionOf(db, ids)));
    inputs = hit ?? (await loadContextInputs(db, ids));
  }
  const at = contextFrom(inputs, 'llm');
  const tokens = contextTokensOf(at.context.messages);
  rememberContext(cache, ids, inputs, tokens);
  return { at, tokens, inputs };
}

/** Keeps a branch in the cache, sized by its token estimate (about four characters of text per token). */
export function rememberContext(
  cache: ContextCache,
  ids: Ids,
  inputs: ContextInputs,
  tokens: number,
  tally?: TallyAt,
): void {
  cache.remember(ids, inputs, tokens * 4, tally);
}

/**
 * A context read's JSON body through the cache: the serialized body of an unchanged session is sent again as it
 * was. The caller has checked the version (for its ETag) and passes it in.
 */
export function readContextJson(
  db: Db,
  ids: Ids,
  options: ReadContextOptions & { cache: ContextCache; version: SessionVersion },
): Promise<{ body: Buffer; lastSeq: number }> {
  const variant = `${options.images ?? 'inline'}:${options.frameBase ?? ''}`;
  return cachedRendering(options.cache, ids, options.version, variant, async () => {
    const view = await readContext(db, ids, options);
    return { body: jsonBytes(view), lastSeq: view.lastSeq };
  });
}

/**
 * A rendering of the session at `version` (a variant names what else it depends on: image mode, format, …): the
 * kept one, or `render`'s, kept when it was rendered at exactly that version.
 */
export async function cachedRendering(
  cache: ContextCache,
  ids: Ids,
  version: SessionVersion,
  variant: string,
  render: () => Promise<{ body: Buffer; lastSeq: number }>,
): Promise<{ body: Buffer; lastSeq: number }> {
  const kept = cache.rendering(ids, version, variant);
  if (kept !== undefined) return { body: kept, lastSeq: version.lastSeq };
  const rendered = await render();
  if (rendered.lastSeq === version.lastSeq) cache.keepRendering(ids, version, variant, rendered.body);
  return rendered;
}

/** A response body as the bytes sent. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

export async function readContext(
  db: Db,
  ids: Ids,
  options: ReadContextOptions & { version?: SessionVersion },
): Promise<ContextView> {
  const read =
    options.mode === 'llm' && options.cache
      ? await cachedContext(db, ids, options.cache, options.version)
      : await readContextAt(db, { ...ids, mode: options.mode }).then((at) => ({
          at,
          tokens: estimateContextTokens(at.context.messages),
        }));
  const { context, leafId, lastSeq, compactionEntryId } = read.at;
  const messages =
    options.images === 'url'
      ? context.messages.map((m) => withFrameUrls(m, options.frameBase ?? ''))
      : context.messages;
  return {
    messages,
    tokens: read.tokens,
    leafId,
    lastSeq,
    lastCompactionId: compactionEntryId,
  };
}

/** Frames sit in compaction summaries as inline PNGs; their address is the sha256 of the bytes. */
export function withFrameUrls(message: AgentMessage, base: string): AgentMessage {
  if (message.role !== 'compactionSummary') return message;
  const swap = (blocks: readonly (TextBlock | ImageBlock)[] | undefined) =>
    blocks?.map((block) => {
      if (block.type !== 'image') return block;
      const sha256 = createHash('sha256').update(Buffer.from(block.data, 'base64')).digest('hex');
      return { type: 'image', url: `${base}/${sha256}`, mimeType: block.mimeType } as unknown as ImageBlock;
    });
  return {
    ...message,
    ...(message.blocks ? { blocks: swap(message.blocks) } : {}),
    ...(message.images ? { images: swap(message.images) as ImageBlock[] } : {}),
  };
}

export function readSessionTree(db: Db, ids: Ids): Promise<{ leafId: string | null; nodes: TreeNode[] }> {
  return readTree(db, ids);
}

/** A snapcompact frame of the tenant by its sha256 (PNG bytes). */
export async function readFrame(db: Db, tenantId: string, sha256: string): Promise<Buffer> {
  try {
    return await createPgFrameStore(db, tenantId).get(sha256);
  } catch (error) {
    if (error instanceof FrameNotFoundError) throw new FrameNotFound(sha256);
    throw error;
  }
}
