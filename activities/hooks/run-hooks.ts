/**
 * Runs the configured extensions' handlers with upstream's runner semantics (spec §11): sequentially in
 * extension order, each with a timeout; a handler that throws or times out counts as "no result" and is reported,
 * never fatal. For before-compact the first `cancel` wins at once, otherwise the last non-empty result wins; the
 * same "last wins" applies to compacting.
 */
import type {
  AfterCompactEvent,
  BeforeCompactResult,
  BeforeSwitchResult,
  BeforeTreeResult,
  CompactingEvent,
  CompactingResult,
  CompactionHooks,
  CompactionPreparation,
  SwitchPreparation,
  TreeEvent,
  TreePreparation,
} from './compaction-hooks';

export const HOOK_TIMEOUT_MS = 30_000;

export interface HookFailure {
  hook: string;
  handler: 'beforeCompact' | 'compacting' | 'afterCompact' | 'beforeTree' | 'beforeSwitch' | 'afterTree';
  error: string;
}

export interface HookRunnerOptions {
  timeoutMs?: number;
  onFailure?: (failure: HookFailure) => void;
}

export function createHookRunner(hooks: readonly CompactionHooks[], options: HookRunnerOptions = {}) {
  const timeoutMs = options.timeoutMs ?? HOOK_TIMEOUT_MS;
  const call = async <T>(
    hook: CompactionHooks,
    handler: HookFailure['handler'],
    run: (s: AbortSignal) => Promise<T>,
  ) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([run(controller.signal), timeout]);
    } catch (error) {
      options.onFailure?.({ hook: hook.name, handler, error: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** How many extensions are configured; with none, callers can skip preparing hook payloads. */
    size: hooks.length,
    async beforeCompact(event: CompactionPreparation): Promise<BeforeCompactResult | undefined> {
      let last: BeforeCompactResult | undefined;
      for (const hook of hooks) {
        if (!hook.beforeCompact) continue;
        const result = await call(hook, 'beforeCompact', (s) => hook.beforeCompact!(event, s));
        if (result?.cancel) return { cancel: true };
        if (result?.compaction) last = result;
      }
      return last;
    },
    async compacting(event: CompactingEvent): Promise<CompactingResult | undefined> {
      let last: CompactingResult | undefined;
      for (const hook of hooks) {
        if (!hook.compacting) continue;
        const result = await call(hook, 'compacting', (s) => hook.compacting!(event, s));
        if (result && (result.context?.length || result.prompt || result.preserveData)) last = result;
      }
      return last;
    },
    /** Before a tree navigation: the first `cancel` wins at once, otherwise the last supplied summary wins. */
    async beforeTree(event: TreePreparation): Promise<BeforeTreeResult | undefined> {
      let last: BeforeTreeResult | undefined;
      for (const hook of hooks) {
        if (!hook.beforeTree) continue;
        const result = await call(hook, 'beforeTree', (s) => hook.beforeTree!(event, s));
        if (result?.cancel) return { cancel: true };
        if (result?.summary) last = result;
      }
      return last;
    },
    /** Before a session switch (handoff): the first `cancel` wins at once. */
    async beforeSwitch(event: SwitchPreparation): Promise<BeforeSwitchResult | undefined> {
      for (const hook of hooks) {
        if (!hook.beforeSwitch) continue;
        const result = await call(hook, 'beforeSwitch', (s) => hook.beforeSwitch!(event, s));
        if (result?.cancel) return { cancel: true };
      }
      return undefined;
    },
    async afterTree(event: TreeEvent): Promise<void> {
      for (const hook of hooks) {
        if (hook.afterTree) await call(hook, 'afterTree', (s) => hook.afterTree!(event, s));
      }
    },
    async afterCompact(event: AfterCompactEvent): Promise<void> {
      for (const hook of hooks) {
        if (hook.afterCompact) await call(hook, 'afterCompact', (s) => hook.afterCompact!(event, s));
      }
    },
  };
}

export type HookRunner = ReturnType<typeof createHookRunner>;
