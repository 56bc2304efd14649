/**
 * The patch registry: every `patched()` id of the workflow programs, the only place a patch id is written (a test
 * fails on a patch-id string anywhere else under workflows/). Ids are persisted in histories as markers and are never
 * renamed; the keys say the behaviour. `came` names the first archived history that carries the marker. The state
 * drives the call (docs/workflow-versioning.md): `active` asks `patched()` (old and new path both in the code),
 * `deprecated` calls `deprecatePatch()` (only the new path is left; histories without the marker replay with the
 * archived program that still had the old one), `retired` makes no call at all.
 */
import { deprecatePatch, patched } from '@temporalio/workflow';
import type { Patch } from './patch';
import { COMMIT_PATCHES } from './commit-patches';
import { METHOD_PATCHES } from './method-patches';
import { SWEEP_AND_TREE_PATCHES } from './sweep-and-tree-patches';

export type { Patch, PatchState } from './patch';

export const PATCHES = { ...COMMIT_PATCHES, ...METHOD_PATCHES, ...SWEEP_AND_TREE_PATCHES } as const satisfies Record<
  string,
  Patch
>;

export type PatchName = keyof typeof PATCHES;

/**
 * Whether this run takes the patch's new path. Call it exactly where the old code asked `patched()`: the marker
 * is a command of the workflow task that asks it, so moving the call changes the history.
 */
export const patchApplies = (name: PatchName): boolean => applyPatch(PATCHES[name]);

/** The call a patch's state asks for (`patchApplies` for the registry's entries). */
export function applyPatch({ id, state }: Patch): boolean {
  if (state === 'active') return patched(id);
  if (state === 'deprecated') deprecatePatch(id);
  return true;
}
