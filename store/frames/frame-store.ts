/**
 * Content-addressed storage of frame PNGs. The archive persists only sha256 addresses; the store (backed by the
 * `snapcompact_frames` table at integration) holds the bytes. An in-memory store serves tests and benchmarks.
 */
import { createHash } from 'node:crypto';

export interface FrameMeta {
  width: number;
  height: number;
  /** Shape name the frame was printed with. */
  shape: string;
}

export interface FrameStore {
  /** Stores the PNG (idempotent for identical bytes) and returns its sha256 hex address. */
  put(png: Buffer, meta: FrameMeta): Promise<string>;
  /** The PNG bytes at `sha256`; throws FrameNotFoundError when absent. */
  get(sha256: string): Promise<Buffer>;
}

export class FrameNotFoundError extends Error {
  override name = 'FrameNotFoundError';
}

export const frameAddress = (png: Buffer): string => createHash('sha256').update(png).digest('hex');

export class InMemoryFrameStore implements FrameStore {
  private readonly frames = new Map<string, { png: Buffer; meta: FrameMeta }>();

  put(png: Buffer, meta: FrameMeta): Promise<string> {
    const sha256 = frameAddress(png);
    if (!this.frames.has(sha256)) this.frames.set(sha256, { png: Buffer.from(png), meta });
    return Promise.resolve(sha256);
  }

  get(sha256: string): Promise<Buffer> {
    const frame = this.frames.get(sha256);
    if (!frame) return Promise.reject(new FrameNotFoundError(`no snapcompact frame ${sha256}`));
    return Promise.resolve(Buffer.from(frame.png));
  }

  get size(): number {
    return this.frames.size;
  }
}
