import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { startRenderHeartbeat } from '../../../activities/compaction/render-heartbeat';
import { loadSnapcompactFonts } from '../../../activities/snapcompact/fonts';
import { buildSnapcompactArchive } from '../../../activities/snapcompact/build-archive';
import { InMemoryFrameStore } from '../../../store/frames/frame-store';
import type { AgentMessage } from '../../../core/session/messages';

// Why: a worker killed mid-render must be noticed after the render proxy's 20 s heartbeat timeout, so the render
// activity has to heartbeat while it works, including between synchronous page prints.
const turn = (n: number): AgentMessage[] => [
  { role: 'user', content: `Question ${n}: what does module ${n} do?`, timestamp: n },
  {
    role: 'assistant',
    content: [{ type: 'text', text: `Module ${n} parses the input. `.repeat(40) }],
    stopReason: 'stop',
    timestamp: n,
  },
];

describe('render heartbeats', () => {
  it('beats at once, after every stored frame and on a timer, with the frame count as details', async () => {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    const fonts = await loadSnapcompactFonts();
    const model = { id: 'gpt-5.5', api: 'openai-completions', provider: 'openrouter', input: ['image'] };
    const result = (await env.run(async () => {
      const heartbeat = startRenderHeartbeat(Context.current(), 10);
      try {
        const built = await buildSnapcompactArchive(
          { messages: Array.from({ length: 160 }, (_, i) => turn(i)).flat(), model, shapeSetting: '8x8r-bw' },
          { fonts, store: new InMemoryFrameStore(), onFrame: heartbeat.frame },
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        return built;
      } finally {
        heartbeat.stop();
      }
    })) as { renderedFrames: number };
    expect(result.renderedFrames).toBe(8);
    expect(beats[0]).toEqual({ framesRendered: 0 });
    for (let n = 1; n <= 8; n++) expect(beats).toContainEqual({ framesRendered: n });
    // The timer kept beating after the last frame (the 50 ms wait at 10 ms intervals).
    expect(beats.filter((b) => JSON.stringify(b) === '{"framesRendered":8}').length).toBeGreaterThan(1);
  });

  it('stops beating once stopped', async () => {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    await env.run(async () => {
      startRenderHeartbeat(Context.current(), 10).stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(beats).toEqual([{ framesRendered: 0 }]);
  });
});
