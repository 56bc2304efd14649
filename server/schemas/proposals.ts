/** Request and response shapes of proposals: preview and approve (docs/host-control.md). */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- the one control character Postgres cannot store
const NO_NUL = /^[^\u0000]*$/;

const reason = z.string().min(1).max(1000).regex(NO_NUL, 'must not contain a NUL character');

const range = z
  .object({ fromId: z.string(), toId: z.string() })
  .describe('a contiguous stretch of the active path, from its first to its last entry id');

export const proposalSchema = z
  .object({
    method: z.string(),
    model: z.string().optional(),
    summary: z.string().describe('the summary the compaction entry would carry'),
    frames: z.number().int().optional().describe('snapcompact: the frames the summary carries'),
    tokensBefore: z.number(),
    tokensAfter: z.number(),
    firstKeptEntryId: z.string(),
    snapshotLeafId: z.string().describe('the leaf the proposal was made on'),
    summarize: range.optional().describe('the entries it would summarize'),
    turnPrefix: range.optional().describe('the start of a split turn it would summarize'),
    keep: range.optional().describe('the entries it would keep (later appends are kept too)'),
    warning: z.string().optional(),
    expiresAt: z.string().describe('an ISO 8601 instant: undecided by then, the proposal expires'),
  })
  .meta({ id: 'CompactionProposal' });

export const approveProposalBody = z
  .strictObject({ reason: reason.optional().describe('why the host approved it; kept on the audit row') })
  .optional();

export const rejectProposalBody = z.strictObject({
  reason: reason.describe('why the host rejected it; kept on the audit row'),
});
