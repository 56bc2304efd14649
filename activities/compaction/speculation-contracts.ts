/** The input contracts of speculative compaction's activities, part of ACTIVITY_INPUTS. */
import { z } from 'zod';
import { o, opt, session, str } from './contract-schemas';

const range = opt(o({ fromId: str, toId: str }));

export const SPECULATION_INPUTS = {
  recordSpeculationStart: o({ ...session, tokensBefore: z.number() }),
  summarizeSpeculatively: o({
    summary: o({
      ...session,
      summarize: range,
      turnPrefix: range,
      keep: range,
      activeModel: opt(str),
      remoteEndpoint: opt(str),
    }),
    cut: o({
      snapshotLeafId: str,
      firstKeptEntryId: str,
      isSplitTurn: z.boolean(),
      turnStartEntryId: str.nullable(),
      summarize: range,
      turnPrefix: range,
      previousCompactionId: opt(str),
    }),
    contextTokensAtStart: z.number(),
  }),
  readArmedSpeculation: o({ ...session }),
  settleSpeculation: o({ ...session, runId: str, status: z.enum(['claimed', 'discarded']), reason: opt(str) }),
} as const;
