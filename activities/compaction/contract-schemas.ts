/** The zod shorthands the activity input contracts (contracts.ts and its per-workflow parts) are written in. */
import { z } from 'zod';

/** Loose: a recorded input may carry fields today's code no longer reads. */
export const o = z.looseObject;
export const str = z.string();
export const opt = <T extends z.ZodType>(schema: T) => schema.optional();
export const session = { tenantId: str, sessionId: str };
