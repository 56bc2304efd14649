import path from 'node:path';
import { fileLines } from '../../../../cli/commands/ingest';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { importSession } from '../../../../store/session-store';
import { compactionWorker, startCompaction, useCompactionWorld } from '../../../helpers/compaction-env';

const world = useCompactionWorld();
const T = 'tenant-h';
const EXAMPLE = path.join(__dirname, '..', '..', '..', '..', 'examples', 'pi-session-v1.jsonl');

describe('compactSession workflow history', () => {
  it('stays under 64 KB for a real 2.3 MB session: ids and numbers, no transcript', async () => {
    const { lines, close } = fileLines(EXAMPLE);
    await importSession(world.store.db, { tenantId: T, sessionId: 'big-1', lines }).finally(close);
    world.fake.respondWith(() => ({ text: 'A summary of the refactoring session.' }));
    const { worker, taskQueue } = await compactionWorker(world);

    const handle = await startCompaction(world, taskQueue, { tenantId: T, sessionId: 'big-1', trigger: 'manual' });
    const result = await worker.runUntil(handle.result());
    const history = historyToJSON(await handle.fetchHistory());
    const payloads = [...history.matchAll(/"data":\s*"([A-Za-z0-9+/=]+)"/g)].map((m) =>
      Buffer.from(m[1]!, 'base64').toString(),
    );

    expect(result.outcome).toBe('compacted');
    expect(Buffer.byteLength(history)).toBeLessThan(64 * 1024);
    // Payloads carry ids, numbers and the summary; none of the session's content (its file paths, tool output).
    expect(payloads.length).toBeGreaterThan(10);
    expect(payloads.join('\n')).toContain('A summary of the refactoring session.');
    expect(payloads.join('\n')).not.toContain('import type { AgentEvent, AgentState, AppMessage }');
  });
});
