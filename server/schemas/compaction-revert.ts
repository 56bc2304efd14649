/** Request and response shapes of the undo of a committed compaction (docs/host-control.md). */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- the one control character Postgres cannot store
const NO_NUL = /^[^\u0000]*$/;

export const revertCompactionBody = z
  .strictObject({
    reason: z
      .string()
      .min(1)
      .max(1000)
      .regex(NO_NUL, 'must not contain a NUL character')
      .optional()
      .describe('why the host undid the compaction; kept on the event'),
  })
  .optional();

export const revertedCompactionSchema = z
  .object({
    id: z.string().describe('the run id of the reverted compaction'),
    compactionEntryId: z.string(),
    restoredSeqs: z
      .array(z.number())
      .describe("the seqs of the run's pruning events reverted with it (their tool results are whole again)"),
    seq: z.number().describe('the seq of the compaction_reverted event'),
    revertedAt: z.string().describe('an ISO 8601 instant'),
  })
  .meta({ id: 'RevertedCompaction' });
