/**
 * Configuration parsed once from the environment, validated and frozen. worker/ and cli/ are the only readers
 * of process.env; everything else receives this object (or parts of it) as arguments.
 */
import path from 'node:path';
import { z } from 'zod';
import type { LlmSettings } from '../activities/llm/model-spec';
import { AllowListError, parseAllowList } from '../activities/llm/endpoint-policy';
import { TRACING_ENV, tracingConfig, type TracingConfig } from './tracing-config';
import { TenantId } from '../core/tenant-id';

const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL');
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export { TenantId };

const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  COMPACTOR_DB_STATEMENT_TIMEOUT_MS: positiveInt.default(15_000),
  COMPACTOR_DB_LOCK_TIMEOUT_MS: positiveInt.default(5_000),
  COMPACTOR_HOME: z.string().min(1).optional(),
  COMPACTOR_TENANT: TenantId.default('default'),
  COMPACTOR_HOOKS_MODULE: z.string().min(1).optional(),
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port')
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('compactor'),
  TEMPORAL_TLS: flag.default(false),
  TEMPORAL_API_KEY: z.string().min(1).optional(),
  TEMPORAL_CLI: z.string().min(1).optional(),
  PATH: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_SHUTDOWN_GRACE_MS: positiveInt.default(30_000),
  WORKER_MAX_CONCURRENT_ACTIVITIES: positiveInt.default(50),
  COMPACTOR_SUMMARY_MODEL: z
    .string()
    .regex(/^(openai|openai-chat|openai-compatible|anthropic|google)\/.+$/, 'must be <provider>/<model id>')
    .optional(),
  COMPACTOR_SUMMARY_CONTEXT_WINDOW: positiveInt.optional(),
  COMPACTOR_LLM_TIMEOUT_MS: positiveInt.default(180_000),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: httpUrl.optional(),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GOOGLE_API_KEY: z.string().min(1).optional(),
  GOOGLE_GEMINI_BASE_URL: httpUrl.optional(),
  COMPACTOR_OPENAI_COMPATIBLE_BASE_URL: httpUrl.optional(),
  COMPACTOR_OPENAI_COMPATIBLE_API_KEY: z.string().min(1).optional(),
  COMPACTOR_API_RATE_PER_MINUTE: positiveInt.default(6000),
  COMPACTOR_API_MAX_COMPACTIONS: positiveInt.default(4),
  COMPACTOR_API_BODY_LIMIT: positiveInt.default(4 * 1024 * 1024),
  COMPACTOR_API_IMPORT_LIMIT: positiveInt.default(64 * 1024 * 1024),
  COMPACTOR_API_AUTH_FAILURES_PER_MINUTE: positiveInt.default(30),
  COMPACTOR_API_CONTEXT_CACHE_MB: z.coerce.number().int().nonnegative().default(64),
  COMPACTOR_TEMPORAL_UI_URL: httpUrl.optional(),
  COMPACTOR_PRICE_TABLE: z.string().min(1).optional(),
  COMPACTOR_REMOTE_ENDPOINT_ALLOW: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseAllowList(text);
      } catch (error) {
        if (!(error instanceof AllowListError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    })
    .optional(),
  ...TRACING_ENV,
});

/** Every environment variable the configuration reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);
export type ConfigVariable = keyof typeof EnvSchema.shape;

/** The value of every variable in an empty environment: the schema's defaults (docs/configuration.md). */
export function configDefaults(): Record<string, unknown> {
  return EnvSchema.parse({});
}

export interface Config {
  readonly database: {
    readonly url?: string;
    readonly pgliteDir: string;
    /**
     * Postgres session bounds: every statement (and idle time inside a transaction) and every lock wait. The
     * statement bound stays under the store activities' 30 s start-to-close timeout, so an attempt Temporal gave
     * up on cannot keep running (and later commit) on a pooled connection.
     */
    readonly statementTimeoutMs: number;
    readonly lockTimeoutMs: number;
  };
  readonly home: string;
  readonly tenant: string;
  /** Absolute path of the host's hooks module (COMPACTOR_HOOKS_MODULE), loaded by workers. */
  readonly hooksModule?: string;
  readonly temporal: {
    readonly address?: string;
    readonly namespace: string;
    readonly taskQueue: string;
    readonly tls: boolean;
    readonly apiKey?: string;
    readonly cliPath?: string;
    /** PATH, searched for the `temporal` executable when TEMPORAL_CLI is unset. */
    readonly searchPath?: string;
  };
  readonly logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  readonly worker: { readonly shutdownGraceMs: number; readonly maxConcurrentActivities: number };
  /** Summarizer providers (activities/llm/model-spec.ts `LlmSettings`); keys never enter workflow inputs. */
  readonly llm: LlmSettings;
  /** `compactor serve`: per-tenant limits and body sizes. */
  readonly api: {
    readonly requestsPerMinute: number;
    readonly maxConcurrentCompactions: number;
    readonly bodyLimit: number;
    readonly importLimit: number;
    /** Failed authentications a client address may make per minute before it answers 429. */
    readonly authFailuresPerMinute: number;
    /** Memory for loaded session branches (service/context-cache.ts); 0 turns the cache off. */
    readonly contextCacheBytes: number;
  };
  /** Absolute path of the price file over the default prices (COMPACTOR_PRICE_TABLE, worker/price-table.ts). */
  readonly priceTable?: string;
  /** `compactor serve`'s audit viewer: the Temporal UI base its workflow links point at. */
  readonly viewer: { readonly temporalUiUrl?: string };
  /** OpenTelemetry traces (OTEL_*, worker/tracing-config.ts); undefined: tracing off, no SDK loaded. */
  readonly tracing?: TracingConfig;
}

/** A bad environment value; the message names every offending variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses an environment map (process.env in production, a plain object in tests) into a frozen Config. */
export function parseConfig(env: Record<string, string | undefined>, cwd: string): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const home = path.resolve(cwd, e.COMPACTOR_HOME ?? '.compactor');
  return deepFreeze({
    database: {
      url: e.DATABASE_URL,
      pgliteDir: path.join(home, 'pglite'),
      statementTimeoutMs: e.COMPACTOR_DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.COMPACTOR_DB_LOCK_TIMEOUT_MS,
    },
    home,
    tenant: e.COMPACTOR_TENANT,
    hooksModule: e.COMPACTOR_HOOKS_MODULE && path.resolve(cwd, e.COMPACTOR_HOOKS_MODULE),
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      tls: e.TEMPORAL_TLS,
      apiKey: e.TEMPORAL_API_KEY,
      cliPath: e.TEMPORAL_CLI,
      searchPath: e.PATH,
    },
    logLevel: e.LOG_LEVEL,
    worker: {
      shutdownGraceMs: e.WORKER_SHUTDOWN_GRACE_MS,
      maxConcurrentActivities: e.WORKER_MAX_CONCURRENT_ACTIVITIES,
    },
    llm: {
      summaryModel: e.COMPACTOR_SUMMARY_MODEL,
      summaryContextWindow: e.COMPACTOR_SUMMARY_CONTEXT_WINDOW,
      timeoutMs: e.COMPACTOR_LLM_TIMEOUT_MS,
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
      anthropic: { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL },
      // The Gemini SDK's own precedence: GOOGLE_API_KEY wins when both are set.
      google: { apiKey: e.GOOGLE_API_KEY ?? e.GEMINI_API_KEY, baseUrl: e.GOOGLE_GEMINI_BASE_URL },
      openaiCompatible: {
        apiKey: e.COMPACTOR_OPENAI_COMPATIBLE_API_KEY,
        baseUrl: e.COMPACTOR_OPENAI_COMPATIBLE_BASE_URL,
      },
      remoteEndpointAllow: e.COMPACTOR_REMOTE_ENDPOINT_ALLOW ?? [],
    },
    api: {
      requestsPerMinute: e.COMPACTOR_API_RATE_PER_MINUTE,
      maxConcurrentCompactions: e.COMPACTOR_API_MAX_COMPACTIONS,
      bodyLimit: e.COMPACTOR_API_BODY_LIMIT,
      importLimit: e.COMPACTOR_API_IMPORT_LIMIT,
      authFailuresPerMinute: e.COMPACTOR_API_AUTH_FAILURES_PER_MINUTE,
      contextCacheBytes: e.COMPACTOR_API_CONTEXT_CACHE_MB * 1024 * 1024,
    },
    priceTable: e.COMPACTOR_PRICE_TABLE && path.resolve(cwd, e.COMPACTOR_PRICE_TABLE),
    viewer: { temporalUiUrl: e.COMPACTOR_TEMPORAL_UI_URL?.replace(/\/+$/, '') },
    tracing: tracingConfig(e),
  });
}

/** Reads process.env once. */
export function loadConfig(): Config {
  return parseConfig(process.env, process.cwd());
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
