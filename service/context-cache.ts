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
import type { AppendFacts, ContextInputs } from '../store/session-store';

type Ids = { tenantId: string; sessionId: string };

export interface SessionVersion {
  lastSeq: number;
  incarnation: number;
}

interface Cached {
  inputs: ContextInputs;
  bytes: number;
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

  /** Keeps freshly loaded inputs; `textBytes` approximates the size of their content. */
  remember(ids: Ids, inputs: ContextInputs, textBytes: number): void {
    // At least 1: the cache accounts only positive integer sizes (an empty session has no text at all).
    const bytes = Math.max(
      1,
      Math.ceil(textBytes + inputs.branch.entries.length * ENTRY_OVERHEAD_BYTES + imageBytes(inputs)),
    );
    if (bytes > this.entries.maxSize) return;
    this.entries.set(keyOf(ids), { inputs, bytes });
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
   */
  extend(ids: Ids, append: AppendFacts): ContextInputs | undefined {
    const key = keyOf(ids);
    const cached = this.entries.get(key);
    if (!cached) return undefined;
    const prior = { lastSeq: append.priorSeq, incarnation: append.incarnation };
    if (!sameVersion(cached.inputs, prior) || !continuesPath(cached.inputs.branch.leafId, append)) {
      this.entries.delete(key);
      return undefined;
    }
    const branch = cached.inputs.branch;
    return {
      images: cached.inputs.images,
      branch: {
        ...branch,
        entries: [...branch.entries, ...append.entries],
        leafId: append.leafId,
        lastSeq: append.lastSeq,
      },
    };
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (ids: Ids) => `${ids.tenantId}\u0000${ids.sessionId}`;

const sameVersion = (inputs: ContextInputs, version: SessionVersion) =>
  inputs.branch.lastSeq === version.lastSeq && inputs.branch.incarnation === version.incarnation;

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
