/**
 * A long synthetic session with planted facts (issue 23; quality spec §2): filler turns shaped like the real fixture,
 * and at four points of its token length — early (≈8%), middle (≈45%) and late (≈75%) of the span a compaction will
 * summarize, plus a control copy in the kept tail (≈97%) — one fact of every kind, so recall has ground truth. The
 * session ends on an open question. Deterministic for a seed (stored with the result); pure.
 */
import { estimateMessageTokens } from '../compaction/tokens';
import type { SessionEntry, SessionHeader } from '../session/entries';
import type { AgentMessage } from '../session/messages';
import { PLANTED_CWD, plantError, plantSettings, type Planting } from './planted-facts';
import { plantBranch, plantConstraint, plantDecision } from './planted-choices';
import { plantPendingQuestion, plantPlan } from './planted-continuation';
import type { Probe } from './probes';
import { branchWriter, fillerTurn, type BranchWriter } from './synthetic-branch';

export const PLACEMENTS = [
  { tag: 'early', at: 0.08 },
  { tag: 'middle', at: 0.45 },
  { tag: 'late', at: 0.75 },
  { tag: 'tail', at: 0.97 },
] as const;

export type Placement = (typeof PLACEMENTS)[number]['tag'];

const PLANTERS = [plantError, plantSettings, plantConstraint, plantDecision, plantBranch, plantPlan];

export interface PlantedSession {
  seed: number;
  header: SessionHeader;
  entries: SessionEntry[];
  /** The planted probes (ground truth), with the placement of each. */
  probes: (Probe & { placement: Placement })[];
  /** Estimated tokens of the whole session. */
  tokens: number;
}

export interface PlantOptions {
  seed: number;
  /** The session's estimated size; it should cross the compaction threshold (e.g. 200,000). */
  targetTokens: number;
}

export function plantedSession({ seed, targetTokens }: PlantOptions): PlantedSession {
  const writer = branchWriter(seed);
  const counter = tokenCounter(writer);
  const probes: PlantedSession['probes'] = [];
  for (const { tag, at } of PLACEMENTS) {
    while (counter() < at * targetTokens) fillerTurn(writer);
    const planting: Planting = { writer, tag };
    for (const plant of PLANTERS) probes.push(...plant(planting).map((p) => ({ ...p, placement: tag })));
  }
  while (counter() < targetTokens) fillerTurn(writer);
  probes.push(...plantPendingQuestion({ writer, tag: 'end' }).map((p) => ({ ...p, placement: 'tail' as const })));
  const header: SessionHeader = {
    type: 'session',
    version: 3,
    id: `planted-${seed}`,
    timestamp: writer.entries[0]?.timestamp ?? '',
    cwd: PLANTED_CWD,
  };
  return { seed, header, entries: writer.entries, probes, tokens: counter() };
}

/** A running total of the entries' token estimates (each entry counted once). */
function tokenCounter(writer: BranchWriter): () => number {
  let counted = 0;
  let total = 0;
  return () => {
    for (; counted < writer.entries.length; counted += 1) {
      const entry = writer.entries[counted]!;
      if (entry.type === 'message') total += estimateMessageTokens(entry.message as AgentMessage);
    }
    return total;
  };
}
