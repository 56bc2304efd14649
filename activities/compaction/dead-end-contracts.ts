/** The input contracts of dead-end parking's activities, part of ACTIVITY_INPUTS. */
import type { RecordDeadEndInput } from './dead-end-marks';
import { o, opt, session, str } from './contract-schemas';

export const DEAD_END_INPUTS = {
  recordDeadEnd: o({ ...session, compactionEntryId: opt(str), turnStartId: str, warning: str }),
  readDeadEnd: o({ ...session }),
} as const;

type Parsed = ReturnType<(typeof DEAD_END_INPUTS.recordDeadEnd)['parse']>;
export const DEAD_END_CONTRACTS_MATCH: Parsed extends RecordDeadEndInput ? true : never = true;
