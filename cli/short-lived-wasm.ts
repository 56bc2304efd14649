/**
 * A one-shot command on the embedded store runs PGlite (Postgres compiled to an 8.7 MB WebAssembly module) for a
 * few hundred milliseconds. By default V8 starts recompiling its hot functions with the optimizing compiler on
 * background threads at once, and the process cannot exit before that work is done: it costs more CPU than the
 * command itself (measured: open + query + close of an existing store 0.85-1.25 s whole process, 0.31-0.36 s
 * without it, see bench/embedded-start.ts). Raising the tiering budget leaves such a short run on the baseline
 * compiler while a long one still tiers up its hottest functions eventually. The one-shot commands on the embedded
 * stack (compact, navigate, replay, demo, schedule) use it too: a snapcompact `compact` of the example session took
 * 7.1-7.8 s (3.4-4.0 s CPU) with it against 8.7-12.1 s (4.1-4.8 s CPU) without, three pairs alternating on a loaded
 * machine. The long-running processes (worker, serve) never call it.
 */
import { setFlagsFromString } from 'node:v8';

/** ~1000x V8's default budget, and below 2^31 (the flag is an int). */
export const SHORT_LIVED_WASM_FLAG = '--wasm-tiering-budget=2000000000';

let applied = false;

/** Must run before PGlite compiles its module (PGlite.create); later calls and calls after that are harmless. */
export function preferShortLivedWasm(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(SHORT_LIVED_WASM_FLAG);
}
