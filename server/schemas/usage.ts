/** Request and response shapes of `GET /v1/usage`: provider tokens and their estimated cost per model and group. */
import { z } from 'zod';

export const usageQuery = z.strictObject({
  sessionId: z.string().min(1).max(200).optional().describe('only the calls made for this session'),
  from: z.iso.datetime({ offset: true }).optional().describe('calls recorded at or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('calls recorded before this instant'),
  groupBy: z
    .enum(['model', 'session', 'day'])
    .default('model')
    .describe('what `groups` is split by: the model (default), the session, or the UTC day (YYYY-MM-DD)'),
});

const tokens = {
  calls: z.number().describe('provider calls'),
  inputTokens: z.number().describe('input tokens the providers reported'),
  outputTokens: z.number().describe('output tokens the providers reported'),
  cachedTokens: z.number().describe("input tokens read from the providers' prompt caches, as they reported them"),
  imageInputTokens: z
    .number()
    .describe(
      'image tokens among the input: as Gemini splits them out, estimated from the image sizes for the other providers',
    ),
  estimatedCalls: z.number().describe("calls with a figure estimated locally rather than the provider's report"),
  estimatedCostUsd: z.number().describe('US dollars at the price table, for the models it prices'),
};

export const usageSchema = z
  .object({
    models: z.array(
      z.object({
        model: z.string().describe('provider/id'),
        ...tokens,
        estimatedCostUsd: z.number().nullable().describe('US dollars at the price table; null: the model is unpriced'),
      }),
    ),
    groupBy: z.enum(['model', 'session', 'day']),
    groups: z.array(z.object({ key: z.string().describe('the model, session id or UTC day'), ...tokens })),
    total: z.object(tokens),
    unpricedModels: z.array(z.string()).describe('models the price table has no price for: tokens counted, no cost'),
    prices: z
      .object({ asOf: z.string().describe('the day the prices were read'), source: z.string() })
      .describe('the price table the estimates use'),
  })
  .meta({ id: 'Usage' });

/** The query's session, instants and split as the service takes them. */
export function usageRange(query: z.infer<typeof usageQuery>): {
  sessionId?: string;
  from?: Date;
  to?: Date;
  groupBy: z.infer<typeof usageQuery>['groupBy'];
} {
  return {
    ...(query.sessionId !== undefined ? { sessionId: query.sessionId } : {}),
    ...(query.from !== undefined ? { from: new Date(query.from) } : {}),
    ...(query.to !== undefined ? { to: new Date(query.to) } : {}),
    groupBy: query.groupBy,
  };
}

export const spendGuardSchema = z
  .object({
    loopGuard: z
      .enum(['armed', 'stopped'])
      .describe('stopped: automatic compactions of the session do not start until a manual one or a settings change'),
    events: z.array(
      z.object({
        sessionId: z.string(),
        kind: z.string().describe('loop-guard-tripped, loop-guard-rearmed or budget-exceeded'),
        message: z.string(),
        details: z.record(z.string(), z.unknown()),
        at: z.string().describe('ISO 8601 instant'),
      }),
    ),
  })
  .meta({ id: 'SpendGuard' });
