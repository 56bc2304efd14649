/**
 * Heartbeats of the snapcompact render activity. Rendering says nothing to Temporal until it returns, so without
 * them a worker killed mid-render is noticed only after the activity's start-to-close timeout (minutes). A timer
 * beats while frames are encoded and stored (both asynchronous), and every finished frame beats too, because
 * printing a page is synchronous CPU work during which the timer cannot fire. Details are one small number.
 */
import type { Context } from '@temporalio/activity';

/** How often a running render heartbeats; well under the render proxy's heartbeat timeout. */
export const RENDER_HEARTBEAT_MS = 2_000;

export interface RenderHeartbeat {
  /** A frame was rendered and stored. */
  frame(): void;
  stop(): void;
}

export function startRenderHeartbeat(context: Context, intervalMs = RENDER_HEARTBEAT_MS): RenderHeartbeat {
  let framesRendered = 0;
  const beat = () => context.heartbeat({ framesRendered });
  beat();
  const timer = setInterval(beat, intervalMs);
  return {
    frame() {
      framesRendered++;
      beat();
    },
    stop: () => clearInterval(timer),
  };
}
