/**
 * The request and response shapes of /v1, as zod schemas: Fastify validates with them and the OpenAPI document is
 * generated from them, so the two cannot drift. Session entries and messages are documented in full
 * (schemas/entries.ts); the store validates every entry field on append.
 */
import { z } from 'zod';
import { agentConfigSchema } from '../core/session/agent-config';
import { COMPACTION_TRIGGERS } from '../core/compaction/trigger';
import {
  compactionKnobsSchema,
  compactionStrategySchema,
  sessionSettingsSchema,
} from '../core/session/session-settings-schema';
import { modelRefSchema } from '../core/session/model-ref-schema';
import { proposalTtlSchema } from '../core/session/host-control-settings-schema';
import { WIRE_FORMATS } from '../core/formats';
import { SCOPES } from '../service/tenants';
import { agentMessageDoc, sessionEntryDoc } from './schemas/entries';
import { wireContextSchemas } from './schemas/formats';
import { summaryQualitySchema } from './schemas/quality';
import { proposalSchema } from './schemas/proposals';

/** The agent configuration as the store validates it (core/session/agent-config.ts). */
export const agentConfigBody = agentConfigSchema.meta({ id: 'AgentConfig' });
export const storedAgentConfigSchema = z
  .object({
    systemPrompt: z.string(),
    tools: z.array(
      z.object({ name: z.string(), description: z.string(), parameters: z.record(z.string(), z.unknown()) }),
    ),
    seq: z.number().int().describe('the seq of its agent_config_set event'),
  })
  .meta({ id: 'StoredAgentConfig' });

export const sessionIdParams = z.object({ sessionId: z.string().min(1).max(200) });

export const sessionSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    leafId: z.string().nullable(),
    lastSeq: z.number().int(),
    entries: z.number().int(),
    parentSessionId: z.string().nullable().describe('the session this one continues (handoff), if any'),
    handedOffTo: z.string().nullable().describe('the session this one was handed off to (status handed_off), if any'),
    cwd: z.string().nullable(),
    settings: sessionSettingsSchema,
    createdAt: z.string(),
    lastActivityAt: z.string(),
    lastCompaction: z.object({ entryId: z.string(), at: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Session' });

export const createSessionBody = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,200}$/)
    .optional()
    .describe('client-chosen session id (default: a UUID)'),
  model: modelRefSchema.optional(),
  cwd: z.string().max(4096).optional(),
  settings: sessionSettingsSchema.optional(),
  agentConfig: agentConfigBody
    .optional()
    .describe('the live system prompt and tools, for a handoff made like a live turn (PUT …/agent-config replaces)'),
});

export const listSessionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,500}$/)
    .optional()
    .describe('nextCursor of the previous page, as given (opaque base64url)'),
});

export const sessionPageSchema = z
  .object({ sessions: z.array(sessionSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'SessionPage' });

/**
 * What a route checks of an entry before the store validates it whole (naming the entry and field): the four
 * fields every entry has. The document describes the full shapes (schemas/entries.ts).
 */
const entryEnvelope = z.looseObject({
  type: z.string(),
  id: z.string(),
  parentId: z.string().nullable(),
  timestamp: z.string(),
});

const appendFields = {
  expectedSeq: z.number().int().min(0).optional().describe('alternative to If-Match: "<seq>"'),
  expectedLeaf: z.string().nullable().optional().describe('alternative to If-Match: "leaf:<id>"'),
};

export const appendBody = z.object({ entries: z.array(sessionEntryDoc).min(1).max(1000), ...appendFields });

/** The append body as the route validates it (see loose-body.ts). */
export const appendBodyChecked = z.object({ entries: z.array(entryEnvelope).min(1).max(1000), ...appendFields });

export const appendHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
  'if-match': z.string().max(300).optional(),
});

export const startedCompactionSchema = z
  .object({
    id: z.string().describe('the run id; GET /v1/sessions/{sessionId}/compactions/{id}'),
    workflowId: z.string(),
    trigger: z.enum(COMPACTION_TRIGGERS),
  })
  .meta({ id: 'StartedCompaction' });

export const appendResultSchema = z
  .object({
    lastSeq: z.number().int(),
    leafId: z.string().nullable(),
    appended: z.number().int(),
    replayed: z.boolean(),
    contextTokens: z.number().int().describe("the context's local token estimate after the turn's maintenance"),
    tokensFreed: z
      .number()
      .int()
      .describe('estimated tokens freed by blanking stale tool results of the appended turn (0: none blanked)'),
    compaction: startedCompactionSchema.nullable(),
    compactionDeferred: z
      .string()
      .optional()
      .describe(
        'why the compaction the append called for did not start: the concurrency limit, a spent budget, or the loop guard',
      ),
  })
  .meta({ id: 'AppendResult' });

export const transcriptQuery = z.object({
  images: z.enum(['inline', 'url']).default('inline').describe('snapcompact frames as base64 or as frame URLs'),
});

export const contextQuery = transcriptQuery.extend({
  format: z
    .enum(WIRE_FORMATS)
    .default('native')
    .describe('native: AgentMessage[]; a provider format: the request fragment of that SDK (docs/formats.md)'),
  model: modelRefSchema
    .optional()
    .describe(
      'a provider format: the model the request goes to (thinking and signatures go back only to the model that ' +
        "made them); default: the session's model when the format's API serves its provider",
    ),
});

export const contextSchema = z
  .object({
    messages: z.array(agentMessageDoc),
    tokens: z.number().int().describe('local token estimate of the messages'),
    leafId: z.string().nullable(),
    lastSeq: z.number().int(),
    lastCompactionId: z.string().nullable(),
  })
  .meta({ id: 'Context' });

export const contextHeaders = z.object({
  'if-none-match': z.string().max(300).optional().describe("a previous read's ETag: 304 while it is current"),
});

/** A context read in any format: native (Context) or one of the provider formats (by `format`). */
export const anyContextSchema = z.union([contextSchema, ...wireContextSchemas]);

export const treeSchema = z
  .object({
    leafId: z.string().nullable(),
    nodes: z.array(
      z.object({
        id: z.string(),
        parentId: z.string().nullable(),
        type: z.string(),
        preview: z.string(),
        label: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'Tree' });

const expectedLeafField = z.string().nullable().optional().describe('the leaf the client expects; else 409');

/** Mutually exclusive: a summary needs an abandoned branch to leave, so a reset to no leaf takes no summarize. */
export const navigateBody = z.union([
  z.object({
    entryId: z.string().min(1).max(200).describe('the new leaf'),
    expectedLeaf: expectedLeafField,
    summarize: z.boolean().optional().describe('summarize the abandoned branch into a branch_summary entry'),
    instructions: z.string().max(10_000).optional().describe('replaces the branch-summary prompt; implies summarize'),
  }),
  z.strictObject({
    entryId: z.null().describe('null makes the next append a new root (nothing is summarized)'),
    expectedLeaf: expectedLeafField,
  }),
]);

export const navigateResultSchema = z
  .object({
    moved: z.boolean(),
    from: z.string().nullable(),
    to: z.string().nullable().describe('the active leaf afterwards (the summary entry when one was written)'),
    lastSeq: z.number().int().optional(),
    summaryEntryId: z.string().optional(),
    cancelled: z.boolean().optional().describe('a before-tree hook cancelled the navigation; the leaf did not move'),
  })
  .meta({ id: 'NavigateResult' });

export const startCompactionBody = z
  .object({
    trigger: z.enum(COMPACTION_TRIGGERS).default('manual'),
    instructions: z.string().max(10_000).optional(),
    strategy: compactionStrategySchema.optional(),
    model: modelRefSchema.optional().describe("the session's active model (default: the session setting)"),
    summaryModel: modelRefSchema.optional(),
    settings: compactionKnobsSchema.optional(),
    mode: z
      .enum(['commit', 'propose'])
      .default('commit')
      .describe('propose: run up to the commit and hold the result for approve or reject (docs/host-control.md)'),
    proposalTtlSeconds: proposalTtlSchema
      .optional()
      .describe('mode propose: overrides the proposals.ttlSeconds setting'),
  })
  .refine((body) => body.mode !== 'propose' || body.trigger === 'manual', {
    path: ['mode'],
    message: 'mode propose needs trigger manual: a proposal is a compaction the host asked for',
  });

export const waitQuery = z.object({
  wait: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(0)
    .describe('seconds to wait for the result; 0 answers 202 at once'),
});

export const compactionParams = z.object({
  sessionId: z.string().min(1).max(200),
  // A Temporal run id: only a UUID can name one, so nothing else reaches Temporal.
  compactionId: z
    .string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)
    .describe('the run id a start answered'),
});

export const compactionResultSchema = z
  .object({
    outcome: z.enum(['compacted', 'skipped', 'promoted', 'cancelled', 'superseded', 'rejected', 'expired']),
    reason: z.string().optional(),
    workflowId: z.string(),
    compactionEntryId: z.string().optional(),
    method: z.string().optional(),
    model: z.string().optional(),
    tokensBefore: z.number(),
    tokensAfter: z.number().optional(),
    willRetry: z.boolean().describe('overflow/incomplete recovery committed: retry the failed turn now'),
    warning: z.string().optional(),
    handedOffTo: z.string().optional().describe('strategy handoff: the new session this one continues in'),
    progressGuard: z
      .enum(['rescued', 'dead-end'])
      .optional()
      .describe('rescued: eliding tool outputs made room; dead-end: nothing did (see warning)'),
    automaticContinuationBlocked: z
      .boolean()
      .optional()
      .describe(
        'the run made no progress: do not continue the agent automatically. With reason dead-end and no ' +
          'progressGuard the run was parked: the same turn already ended in a dead end, whose warning was given then',
      ),
    quality: summaryQualitySchema
      .optional()
      .describe('the quality gate on the last summary it checked (under enforce a failing one was passed on)'),
    autoContinue: z
      .literal(true)
      .optional()
      .describe('a threshold compaction that left headroom, with compaction.autoContinue on: continue the agent'),
    continuationPrompt: z
      .string()
      .optional()
      .describe('with autoContinue: the text to send as the next user turn (docs/auto-continue.md)'),
  })
  .meta({ id: 'CompactionResult' });

export const compactionSchema = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    status: z.enum(['running', 'proposed', 'completed', 'failed']),
    progress: z
      .object({
        phase: z.string(),
        method: z.string().optional(),
        framesRendered: z.number().optional(),
        tokensBefore: z.number().optional(),
        summaryCalls: z.number().optional(),
      })
      .optional(),
    result: compactionResultSchema.optional(),
    error: z.object({ type: z.string(), message: z.string() }).optional(),
    model: z.string().optional().describe("a finished run's summarizer model (`provider/id`), from its audit row"),
    promptHash: z
      .string()
      .optional()
      .describe("a finished run's hash of the prompt templates it used (never of content), from its audit row"),
    proposal: proposalSchema.optional().describe('status proposed: what approving it commits'),
  })
  .meta({ id: 'Compaction' });

export const historySchema = z
  .array(
    z.object({
      id: z.string().describe('the run id'),
      workflowId: z.string(),
      trigger: z.string(),
      status: z.string(),
      method: z.string().nullable(),
      tokensBefore: z.number().nullable(),
      tokensAfter: z.number().nullable(),
      model: z.string().nullable(),
      promptHash: z.string().nullable(),
      programVersion: z
        .string()
        .nullable()
        .describe('the workflow program that recorded the run (its bundle hash); null for runs recorded before'),
      compactionEntryId: z.string().nullable(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      error: z.string().nullable(),
      cacheExpired: z
        .boolean()
        .nullable()
        .describe(
          "idle compactions: whether the model's prompt cache had expired when it ran; null for other triggers",
        ),
      attempts: z
        .array(
          z.object({
            method: z.string().describe('remote, openai-native, handoff, snapcompact, context-full, hook, …'),
            outcome: z.enum(['used', 'passed-on']),
            reason: z.string().optional().describe('why the method passed on to the next one'),
            quality: summaryQualitySchema.optional().describe("the quality gate on this attempt's summary"),
          }),
        )
        .nullable()
        .describe(
          'every method of the chain the run tried, in order; null for runs recorded before attempts were kept',
        ),
      revertedAt: z.string().nullable().describe('when a host reverted the compaction; null while it stands'),
      decision: z
        .object({
          decision: z.enum(['approved', 'rejected', 'expired']),
          by: z.string().describe("the deciding key's id, or ttl for an expiry"),
          at: z.string().describe('an ISO 8601 instant'),
          reason: z.string().optional(),
        })
        .nullable()
        .describe('a proposal (mode propose): who decided it, when and why; null for other runs and while undecided'),
    }),
  )
  .meta({ id: 'CompactionHistory' });

export const replaySchema = z
  .object({
    ok: z.boolean(),
    outcomes: z.array(
      z.object({
        workflowId: z.string(),
        runId: z.string(),
        ok: z.boolean(),
        error: z.object({ name: z.string(), message: z.string() }).optional(),
        retired: z
          .object({ patch: z.string(), program: z.string(), release: z.string() })
          .optional()
          .describe('not a divergence: recorded by a retired branch (before `patch`), replayable with `release`'),
      }),
    ),
  })
  .meta({ id: 'Replay' });

export const frameParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const auditSchema = z
  .object({
    model: z.string().nullable().describe("the session's model (setting, else its last assistant turn)"),
    contextWindow: z.number().int().nullable(),
    threshold: z.number().int().nullable().describe('context tokens above which a threshold compaction starts'),
    pathLength: z.number().int().describe('entries on the active path (root → leaf)'),
    leafId: z.string().nullable(),
    series: z
      .object({ index: z.array(z.number().int()), tokens: z.array(z.number().int()) })
      .describe('context tokens after each path entry (index); thinned to at most 2000 points, compactions kept'),
    compactions: z.array(
      z.object({
        entryId: z.string(),
        index: z.number().int().describe('path index of the compaction entry'),
        summarizedFrom: z.number().int().describe('path entries [summarizedFrom, keptFrom) were summarized'),
        keptFrom: z.number().int().describe('path entries [keptFrom, index) were kept verbatim'),
        firstKeptEntryId: z.string(),
        method: z.string().nullable(),
        summary: z.string(),
        tokensBefore: z.number().int(),
        tokensAfter: z.number().int(),
        readFiles: z.array(z.string()),
        modifiedFiles: z.array(z.string()),
        frames: z.array(
          z.object({
            sha256: z.string(),
            width: z.number().int().nullable(),
            height: z.number().int().nullable(),
            shape: z.string().nullable(),
            billedTokens: z.number().int().nullable().describe("estimate for the session model's API"),
          }),
        ),
        warning: z.string().nullable(),
        model: z.string().nullable().describe('the summarizer that wrote it, from its audit row (null: no row)'),
        promptHash: z
          .string()
          .nullable()
          .describe('hash of the prompt templates and instructions its summarizer was given (null: no row)'),
      }),
    ),
  })
  .meta({ id: 'SessionAudit' });

export const transcriptPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const transcriptPageSchema = z
  .object({
    total: z.number().int(),
    rows: z.array(
      z.object({
        index: z.number().int(),
        id: z.string(),
        type: z.string(),
        role: z.string().nullable(),
        preview: z.string(),
        tokens: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'TranscriptPage' });

export const serverInfoSchema = z
  .object({
    tenantId: z.string().describe('the tenant of the key'),
    scopes: z.array(z.enum(SCOPES)).describe("the key's scopes (the viewer offers decisions to a compact key only)"),
    version: z.string(),
    temporalUiUrl: z.string().nullable().describe('base URL of the Temporal UI (COMPACTOR_TEMPORAL_UI_URL)'),
    temporalNamespace: z.string(),
  })
  .meta({ id: 'ServerInfo' });
