/**
 * Host hooks for a worker, loaded from a module named in configuration (COMPACTOR_HOOKS_MODULE). The module exports
 * one CompactionHooks object or an array of them, as `hooks` or as its default export (activities/hooks).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CompactionHooks } from '../activities/hooks/compaction-hooks';

/** The hooks module is missing, fails to load or exports something that is not hooks. */
export class HooksModuleError extends Error {
  override readonly name = 'HooksModuleError';
  readonly type = 'HooksModuleError';
}

const HANDLERS = ['beforeCompact', 'compacting', 'afterCompact', 'beforeTree', 'beforeSwitch', 'afterTree'] as const;

/** Loads and checks the hooks of `file` (an absolute path); no file means no hooks. */
export function loadHooksModule(file: string | undefined): CompactionHooks[] {
  if (!file) return [];
  if (!existsSync(file)) throw new HooksModuleError(`COMPACTOR_HOOKS_MODULE ${file} does not exist`);
  let loaded: Record<string, unknown>;
  try {
    loaded = createRequire(__filename)(file) as Record<string, unknown>;
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    const reason = (typeof message === 'string' ? message : String(error)).split('\n')[0];
    throw new HooksModuleError(`COMPACTOR_HOOKS_MODULE ${file} could not be loaded: ${reason}`);
  }
  const exported = loaded.hooks ?? loaded.default;
  const list = Array.isArray(exported) ? exported : exported === undefined ? [] : [exported];
  if (list.length === 0) {
    throw new HooksModuleError(`COMPACTOR_HOOKS_MODULE ${file} exports no hooks (export \`hooks\` or a default)`);
  }
  list.forEach((hooks, index) => check(file, hooks, index));
  return list as CompactionHooks[];
}

function check(file: string, hooks: unknown, index: number): void {
  const where = `COMPACTOR_HOOKS_MODULE ${file}: hooks ${index}`;
  const object = hooks as Record<string, unknown> | null;
  if (typeof object !== 'object' || object === null || typeof object.name !== 'string' || object.name === '') {
    throw new HooksModuleError(`${where} needs a non-empty string \`name\``);
  }
  const handlers = HANDLERS.filter((h) => object[h] !== undefined);
  const bad = handlers.find((h) => typeof object[h] !== 'function');
  if (bad) throw new HooksModuleError(`${where} (${object.name}): ${bad} must be a function`);
  if (handlers.length === 0) {
    throw new HooksModuleError(`${where} (${object.name}) has none of ${HANDLERS.join(', ')}`);
  }
}
