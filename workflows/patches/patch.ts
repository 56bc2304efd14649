/** What the registry says of one patch (docs/workflow-versioning.md). */
export type PatchState = 'active' | 'deprecated' | 'retired';

export interface Patch {
  /** The marker id in histories: never changed. */
  readonly id: string;
  /** When it came: the first archived history recorded with it (and its date). */
  readonly came: string;
  /** What runs from the patch on. */
  readonly changes: string;
  readonly state: PatchState;
  /**
   * Deprecated or retired: the old path is gone from the code. A history of `workflow` recorded without the marker
   * that no longer replays replays with the archived `program` (bundle hash) of `release`, which still had it.
   */
  readonly oldPath?: { readonly workflow: string; readonly program: string; readonly release: string };
}
