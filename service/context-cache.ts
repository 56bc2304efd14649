/**
 * The API server's memory of each session's loaded active branch, so that an append does not re-walk the branch to
 * report the context's size and a context read does not reload what has not changed. An entry is valid only at the
 * version it was loaded at (the session's last seq, which every event advances, and the row's incarnation, which a
 * purge and re-create changes): any write by another process or path — a compaction, a pruning event, a leaf
 * move — makes it stale, and a stale entry is never used. Appends of this process extend an entry in place of a
 * reload when they continue the active path linearly; anything else (a branch, a compaction in the batch) drops it.
 * Bounded by an approximate byte size, least recently used first out.
 */
import { LRUCache } from 'lru-cache';
import type { ContextTally } from '../core/compaction/context-tally';
import { contextTallyFrom, type AppendFacts, type ContextInputs } from '../store/session-store';

type Ids = { tenantId: string; sessionId: string };

export interface SessionVersion {
  lastSeq: number;
  incarnation: number;
}

/**
 * A context tally and the version it has counted through. One object goes with every entry an append extended it
 * for, so an extension whose append rolled back shows, at the entry it started from, as a version it is not at.
 */
export interface TallyAt {
  readonly tally: ContextTally;
  version: SessionVersion;
}

/** The inputs after an append, and the context's token estimate there. */
export interface Extension {
  inputs: ContextInputs;
  tokens: number;
  tally: TallyAt;
}

interface Cached {
  inputs: ContextInputs;
  bytes: number;
  /** The token tally that follows this branch's appends (absent until the first one). */
  tally?: TallyAt;
  /**
   * Serialized readings of this version (a context read's JSON body per format and image mode), as the UTF-8 bytes
   * sent: encoding the body again on every read was the largest part of a cached read's CPU.
   */
  renderings?: Map<string, Buffer>;
}

/** Per-entry overhead beyond its text (object shapes, ids, timestamps), for the size bound. */
const ENTRY_OVERHEAD_BYTES = 256;

export class ContextCache {
  private readonly entries: LRUCache<string, Cached>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, Cached>({ maxSize: maxBytes, sizeCalculation: (value) => value.bytes });
  }

  /** The cached inputs if they are at exactly this version. */
  at(ids: Ids, version: SessionVersion): ContextInputs | undefined {
    const cached = this.entries.get(keyOf(ids));
    if (!cached || !sameVersion(cached.inputs, version)) return undefined;
    return cached.inputs;
  }

  /**
   * Keeps freshly loaded or extended inputs; `textBytes` approximates the size of their content. A tally kept
   * before stays with the session (an extension checks its version before it counts on it).
   */
  remember(ids: Ids, inputs: ContextInputs, textBytes: number, tally?: TallyAt): void {
    // At least 1: the cache accounts only positive integer sizes (an empty session has no text at all).
    const bytes = Math.max(
      1,
      Math.ceil(textBytes + inputs.branch.entries.length * ENTRY_OVERHEAD_BYTES + imageBytes(inputs)),
    );
    if (bytes > this.entries.maxSize) return;
    const key = keyOf(ids);
    const kept = tally ?? this.entries.peek(key)?.tally;
    this.entries.set(key, { inputs, bytes, ...(kept ? { tally: kept } : {}) });
  }

  /** A serialized reading of the session at exactly this version, kept by keepRendering. */
  rendering(ids: Ids, version: SessionVersion, variant: string): Buffer | undefined {
    const cached = this.entries.get(keyOf(ids));
    return cached && sameVersion(cached.inputs, version) ? cached.renderings?.get(variant) : undefined;
  }

  keepRendering(ids: Ids, version: SessionVersion, variant: string, body: Buffer): void {
    const key = keyOf(ids);
    const cached = this.entries.peek(key);
    if (!cached || !sameVersion(cached.inputs, version)) return;
    const renderings = new Map(cached.renderings).set(variant, body);
    const bytes = cached.bytes + Math.max(1, body.byteLength);
    if (bytes <= this.entries.maxSize) this.entries.set(key, { ...cached, renderings, bytes });
  }

  /**
   * The inputs after an append, derived from the cached ones without a read, when the cache was at the version the
   * append started from and the batch continues the active path; otherwise undefined (and the stale entry goes).
   * The token estimate comes from the entry's tally, extended by the batch, or from a fresh one where it cannot follow.
   */
  extend(ids: Ids, append: AppendFacts): Extension | undefined {
    const key = keyOf(ids);
    const cached = this.entries.get(key);
    if (!cached) return undefined;
    const prior = { lastSeq: append.priorSeq, incarnation: append.incarnation };
    if (!sameVersion(cached.inputs, prior) || !continuesPath(cached.inputs.branch.leafId, append)) {
      this.entries.delete(key);
      return undefined;
    }
    const branch = cached.inputs.branch;
    const inputs = {
      images: cached.inputs.images,
      branch: {
        ...branch,
        entries: [...branch.entries, ...append.entries],
        leafId: append.leafId,
        lastSeq: append.lastSeq,
      },
    };
    const version = { lastSeq: append.lastSeq, incarnation: append.incarnation };
    const tally = followed(cached.tally, prior, append, version) ?? { tally: contextTallyFrom(inputs), version };
    return { inputs, tokens: tally.tally.tokens, tally };
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (ids: Ids) => `${ids.tenantId}\u0000${ids.sessionId}`;

const sameVersion = (inputs: ContextInputs, version: SessionVersion) => equalVersions(inputs.branch, version);

const equalVersions = (a: SessionVersion, b: SessionVersion) =>
  a.lastSeq === b.lastSeq && a.incarnation === b.incarnation;

/** The tally extended by the batch, when it counted exactly the version the append started from and can follow it. */
function followed(at: TallyAt | undefined, prior: SessionVersion, append: AppendFacts, version: SessionVersion) {
  if (!at || !equalVersions(at.version, prior) || !at.tally.extend(append.entries)) return undefined;
  at.version = version;
  return at;
}

/** Each entry the child of the one before, the first a child of the cached leaf, the last the new leaf. */
function continuesPath(leafId: string | null, append: AppendFacts): boolean {
  let parent = leafId;
  for (const entry of append.entries) {
    // A compaction moves the rebuild's window; a reload finds the new one.
    if (entry.type === 'compaction' || entry.parentId !== parent) return false;
    parent = entry.id;
  }
  return append.entries.length > 0 && parent === append.leafId;
}

function imageBytes(inputs: ContextInputs): number {
  let total = 0;
  for (const image of inputs.images.values()) total += image.data.length;
  return total;
}
