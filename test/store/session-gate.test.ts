import { KeyedGate } from '../../store/session-store/session-gate';

class Busy extends Error {}
const busy = () => new Busy('busy');

/** A task that runs until `finish` is called, recording when it started. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the per-session writer gate', () => {
  it('runs one writer per key at a time, the waiters in arrival order, other keys at once', async () => {
    const gate = new KeyedGate(2);
    const log: string[] = [];
    const [a1, a2, a3, b1] = ['a1', 'a2', 'a3', 'b1'].map((n) => task(log, n));
    const results = [
      gate.run('a', a1!.run, busy),
      gate.run('a', a2!.run, busy),
      gate.run('a', a3!.run, busy),
      gate.run('b', b1!.run, busy),
    ];
    await tick();
    expect(log).toEqual(['start a1', 'start b1']);
    expect(gate.load('a')).toBe(3);
    a1!.finish();
    await tick();
    expect(log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    a2!.finish();
    a3!.finish();
    b1!.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect([gate.load('a'), gate.load('b')]).toEqual([0, 0]);
  });

  it('refuses a writer at once when the queue of its key is full, and frees the key after a failure', async () => {
    const gate = new KeyedGate(1);
    const log: string[] = [];
    const holder = task(log, 'holder');
    const held = gate.run('a', holder.run, busy);
    const waiting = gate.run(
      'a',
      async () => {
        throw new Error('the waiter failed');
      },
      busy,
    );
    await expect(gate.run('a', async () => 'late', busy)).rejects.toBeInstanceOf(Busy);
    holder.finish();
    await held;
    await expect(waiting).rejects.toThrow('the waiter failed');
    expect(gate.load('a')).toBe(0);
    expect(await gate.run('a', async () => 'again', busy)).toBe('again');
  });
});
