/**
 * A contiguous stretch of the active path named by its oldest and newest entry. Plans partition the path into
 * such stretches (summarized, turn prefix, kept), so activity inputs carry two ids per stretch instead of every
 * entry id: workflow histories stay small however long the compacted window is.
 */
export interface EntryRange {
  fromId: string;
  toId: string;
}

/**
 * What activity inputs name planned entries by: a range, or — in inputs recorded before ranges existed (the v0
 * contract, still accepted for histories that carry it) — the explicit id list.
 */
export type EntrySelection = EntryRange | readonly string[];
