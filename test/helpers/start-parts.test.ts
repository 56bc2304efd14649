import { sql } from 'drizzle-orm';
import type { FakeProvider } from '../fakes/fake-provider-server';
import { compactionWorldParts } from './compaction-env';
import type { TestDatabase } from './database';
import { startParts, type Part } from './start-parts';

/** A part that starts as `name` (or fails with `failure`) and records its closing in `closed`. */
function part(name: string, closed: string[], failure?: Error): Part<string> {
  return {
    start: async () => {
      if (failure) throw failure;
      return name;
    },
    close: async (started) => {
      closed.push(started);
    },
  };
}

describe('starting a test’s parts together', () => {
  it('gives every started part in the order given and closes none', async () => {
    const closed: string[] = [];
    await expect(startParts(part('temporal', closed), part('store', closed), part('fake', closed))).resolves.toEqual([
      'temporal',
      'store',
      'fake',
    ]);
    expect(closed).toEqual([]);
  });

  it('closes the parts that started when one fails, then throws that failure', async () => {
    const closed: string[] = [];
    const down = new Error('the dev server did not start');
    await expect(startParts(part('temporal', closed, down), part('store', closed), part('fake', closed))).rejects.toBe(
      down,
    );
    expect(closed.sort()).toEqual(['fake', 'store']);
  });

  it('throws the first failure when several parts fail, closing the one that started', async () => {
    const closed: string[] = [];
    const first = new Error('no Temporal');
    await expect(
      startParts(part('temporal', closed, first), part('store', closed), part('fake', closed, new Error('no port'))),
    ).rejects.toBe(first);
    expect(closed).toEqual(['store']);
  });

  it('closes the store and the fake provider of a compaction world whose Temporal fails to start', async () => {
    const down = new Error('the dev server did not start');
    const [temporal, store, fake] = compactionWorldParts(() => Promise.reject(down));
    const opened = { store: undefined as TestDatabase | undefined, fake: undefined as FakeProvider | undefined };
    const seenStore = { ...store, start: async () => (opened.store = await store.start()) };
    const seenFake = { ...fake, start: async () => (opened.fake = await fake.start()) };
    await expect(startParts(temporal, seenStore, seenFake)).rejects.toBe(down);
    await expect(fetch(opened.fake!.url)).rejects.toThrow('fetch failed');
    await expect(opened.store!.db.execute(sql`select 1`)).rejects.toThrow('Failed query: select 1');
  });
});
