/** The input contracts of a proposal's activities, part of ACTIVITY_INPUTS. */
import { z } from 'zod';
import type { ParkProposalInput, RecordProposalDecisionInput } from './proposals';
import { o, opt, session, str } from './contract-schemas';

const range = opt(o({ fromId: str, toId: str }));

export const PROPOSAL_INPUTS = {
  parkProposal: o({
    ...session,
    trigger: str,
    ttlSeconds: z.number().int().positive(),
    proposal: o({
      method: str,
      model: opt(str),
      summary: z.string(),
      frames: opt(z.number().int()),
      tokensBefore: z.number(),
      tokensAfter: z.number(),
      firstKeptEntryId: str,
      snapshotLeafId: z.string(),
      summarize: range,
      turnPrefix: range,
      keep: range,
      warning: opt(str),
    }),
  }),
  proposalSnapshotStands: o({ ...session, snapshotLeafId: str }),
  recordProposalDecision: o({
    ...session,
    decision: z.enum(['approved', 'rejected', 'expired']),
    by: str,
    reason: opt(str),
  }),
} as const;

type Park = ReturnType<(typeof PROPOSAL_INPUTS.parkProposal)['parse']>;
type Decide = ReturnType<(typeof PROPOSAL_INPUTS.recordProposalDecision)['parse']>;
export const PROPOSAL_CONTRACTS_MATCH: [Park, Decide] extends [ParkProposalInput, RecordProposalDecisionInput]
  ? true
  : never = true;
