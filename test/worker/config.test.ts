import path from 'node:path';
import { ConfigError, parseConfig } from '../../worker/config';

describe('parseConfig', () => {
  it('uses embedded defaults when nothing is set', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toEqual({
      database: {
        url: undefined,
        pgliteDir: path.join('/srv/app', '.compactor', 'pglite'),
        statementTimeoutMs: 15_000,
        lockTimeoutMs: 5_000,
      },
      home: path.join('/srv/app', '.compactor'),
      tenant: 'default',
      temporal: {
        address: undefined,
        namespace: 'default',
        taskQueue: 'compactor',
        tls: false,
        apiKey: undefined,
        cliPath: undefined,
        searchPath: undefined,
      },
      logLevel: 'info',
      worker: { shutdownGraceMs: 30_000, maxConcurrentActivities: 50 },
      llm: {
        summaryModel: undefined,
        summaryContextWindow: undefined,
        timeoutMs: 180_000,
        openai: { apiKey: undefined, baseUrl: undefined },
        anthropic: { apiKey: undefined, baseUrl: undefined },
        google: { apiKey: undefined, baseUrl: undefined },
        openaiCompatible: { apiKey: undefined, baseUrl: undefined },
        remoteEndpointAllow: [],
      },
      api: {
        requestsPerMinute: 6000,
        maxConcurrentCompactions: 4,
        bodyLimit: 4194304,
        importLimit: 67108864,
        authFailuresPerMinute: 30,
        contextCacheBytes: 64 * 1024 * 1024,
      },
      viewer: { temporalUiUrl: undefined },
    });
  });

  it('reads the Temporal UI base the viewer links to (without a trailing slash) and names a bad one', () => {
    expect(parseConfig({ COMPACTOR_TEMPORAL_UI_URL: 'http://localhost:8233/' }, '/srv').viewer).toEqual({
      temporalUiUrl: 'http://localhost:8233',
    });
    expect(() => parseConfig({ COMPACTOR_TEMPORAL_UI_URL: 'localhost:8233' }, '/srv')).toThrow(
      /^invalid configuration: COMPACTOR_TEMPORAL_UI_URL: /,
    );
  });

  it('reads the HTTP API limits and names a bad one', () => {
    const env = {
      COMPACTOR_API_RATE_PER_MINUTE: '600',
      COMPACTOR_API_MAX_COMPACTIONS: '2',
      COMPACTOR_API_BODY_LIMIT: '1024',
      COMPACTOR_API_IMPORT_LIMIT: '2048',
      COMPACTOR_API_AUTH_FAILURES_PER_MINUTE: '5',
      COMPACTOR_API_CONTEXT_CACHE_MB: '0',
    };
    expect(parseConfig(env, '/srv').api).toEqual({
      requestsPerMinute: 600,
      maxConcurrentCompactions: 2,
      bodyLimit: 1024,
      importLimit: 2048,
      authFailuresPerMinute: 5,
      contextCacheBytes: 0,
    });
    expect(() => parseConfig({ COMPACTOR_API_MAX_COMPACTIONS: '0' }, '/srv')).toThrow(
      /^invalid configuration: COMPACTOR_API_MAX_COMPACTIONS: /,
    );
  });

  it("reads each LLM SDK's usual variables and the summary model", () => {
    const config = parseConfig(
      {
        COMPACTOR_SUMMARY_MODEL: 'openai-compatible/meta-llama/Llama-3.3-70B',
        COMPACTOR_SUMMARY_CONTEXT_WINDOW: '131072',
        COMPACTOR_LLM_TIMEOUT_MS: '60000',
        OPENAI_API_KEY: 'sk-o',
        OPENAI_BASE_URL: 'https://gw.example/v1',
        ANTHROPIC_API_KEY: 'sk-a',
        ANTHROPIC_BASE_URL: 'https://anthropic.example',
        GEMINI_API_KEY: 'g-gemini',
        GOOGLE_GEMINI_BASE_URL: 'https://gemini.example',
        COMPACTOR_OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:8080/v1',
        COMPACTOR_OPENAI_COMPATIBLE_API_KEY: 'local',
      },
      '/x',
    );
    expect(config.llm).toEqual({
      summaryModel: 'openai-compatible/meta-llama/Llama-3.3-70B',
      summaryContextWindow: 131072,
      timeoutMs: 60000,
      openai: { apiKey: 'sk-o', baseUrl: 'https://gw.example/v1' },
      anthropic: { apiKey: 'sk-a', baseUrl: 'https://anthropic.example' },
      google: { apiKey: 'g-gemini', baseUrl: 'https://gemini.example' },
      openaiCompatible: { apiKey: 'local', baseUrl: 'http://127.0.0.1:8080/v1' },
      remoteEndpointAllow: [],
    });
  });

  it('prefers GOOGLE_API_KEY over GEMINI_API_KEY, like the Gemini SDK', () => {
    expect(parseConfig({ GEMINI_API_KEY: 'g1', GOOGLE_API_KEY: 'g2' }, '/x').llm.google.apiKey).toBe('g2');
  });

  it('reads every documented variable', () => {
    const config = parseConfig(
      {
        DATABASE_URL: 'postgres://u:p@db:5432/compactor',
        COMPACTOR_DB_STATEMENT_TIMEOUT_MS: '20000',
        COMPACTOR_DB_LOCK_TIMEOUT_MS: '2500',
        COMPACTOR_HOME: '/var/lib/compactor',
        COMPACTOR_TENANT: 'acme',
        TEMPORAL_ADDRESS: 'temporal:7233',
        TEMPORAL_NAMESPACE: 'prod',
        TEMPORAL_TASK_QUEUE: 'compaction',
        TEMPORAL_TLS: 'true',
        TEMPORAL_CLI: '/opt/temporal',
        LOG_LEVEL: 'debug',
        WORKER_SHUTDOWN_GRACE_MS: '5000',
        WORKER_MAX_CONCURRENT_ACTIVITIES: '8',
      },
      '/ignored',
    );
    expect(config.database).toEqual({
      url: 'postgres://u:p@db:5432/compactor',
      pgliteDir: '/var/lib/compactor/pglite',
      statementTimeoutMs: 20_000,
      lockTimeoutMs: 2_500,
    });
    expect(config.tenant).toBe('acme');
    expect(config.temporal).toMatchObject({ address: 'temporal:7233', namespace: 'prod', taskQueue: 'compaction' });
    expect(config.temporal).toMatchObject({ tls: true, cliPath: '/opt/temporal' });
    expect(config.logLevel).toBe('debug');
    expect(config.worker).toEqual({ shutdownGraceMs: 5000, maxConcurrentActivities: 8 });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', TEMPORAL_ADDRESS: '' }, '/x').database.url).toBeUndefined();
  });

  it('returns a frozen object', () => {
    const config = parseConfig({}, '/x');
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.temporal)).toBe(true);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ TEMPORAL_ADDRESS: 'localhost' }, 'TEMPORAL_ADDRESS: must be host:port'],
    [{ COMPACTOR_TENANT: 'a b' }, 'COMPACTOR_TENANT: must be 1-64 characters'],
    [{ TEMPORAL_TLS: 'yes' }, 'TEMPORAL_TLS: Invalid option'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: Invalid option'],
    [{ WORKER_SHUTDOWN_GRACE_MS: '-1' }, 'WORKER_SHUTDOWN_GRACE_MS: Too small'],
    [{ WORKER_MAX_CONCURRENT_ACTIVITIES: 'many' }, 'WORKER_MAX_CONCURRENT_ACTIVITIES: Invalid input'],
    [{ COMPACTOR_SUMMARY_MODEL: 'gpt-5' }, 'COMPACTOR_SUMMARY_MODEL: must be <provider>/<model id>'],
    [{ COMPACTOR_SUMMARY_MODEL: 'mistral/large' }, 'COMPACTOR_SUMMARY_MODEL: must be <provider>/<model id>'],
    [{ OPENAI_BASE_URL: 'api.openai.com' }, 'OPENAI_BASE_URL: must be an http:// or https:// URL'],
    [{ COMPACTOR_LLM_TIMEOUT_MS: '0' }, 'COMPACTOR_LLM_TIMEOUT_MS: Too small'],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => parseConfig(env, '/x')).toThrow(ConfigError);
    expect(() => parseConfig(env, '/x')).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ DATABASE_URL: 'x', TEMPORAL_ADDRESS: 'y' }, '/x')).toThrow(
      /DATABASE_URL: .*; TEMPORAL_ADDRESS: /,
    );
  });
});
