/** Request and response shapes of `GET /v1/usage`: provider tokens per model. */
import { z } from 'zod';

export const usageQuery = z.strictObject({
  sessionId: z.string().min(1).max(200).optional().describe('only the calls made for this session'),
  from: z.iso.datetime({ offset: true }).optional().describe('calls recorded at or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('calls recorded before this instant'),
});

const tokens = {
  calls: z.number().describe('provider calls'),
  inputTokens: z.number().describe('input tokens the providers reported'),
  outputTokens: z.number().describe('output tokens the providers reported'),
  cachedTokens: z.number().describe("input tokens read from the providers' prompt caches, as they reported them"),
};

export const usageSchema = z
  .object({
    models: z.array(z.object({ model: z.string().describe('provider/id'), ...tokens })),
    total: z.object(tokens),
  })
  .meta({ id: 'Usage' });

/** The query's session and instants as the service takes them. */
export function usageRange(query: z.infer<typeof usageQuery>): { sessionId?: string; from?: Date; to?: Date } {
  return {
    ...(query.sessionId !== undefined ? { sessionId: query.sessionId } : {}),
    ...(query.from !== undefined ? { from: new Date(query.from) } : {}),
    ...(query.to !== undefined ? { to: new Date(query.to) } : {}),
  };
}
