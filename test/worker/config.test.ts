import path from 'node:path';
import { ConfigError, parseConfig } from '../../worker/config';

describe('parseConfig', () => {
  it('uses embedded defaults when nothing is set', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toEqual({
      database: { url: undefined, pgliteDir: path.join('/srv/app', '.compactor', 'pglite') },
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
    });
  });

  it('reads every documented variable', () => {
    const config = parseConfig(
      {
        DATABASE_URL: 'postgres://u:p@db:5432/compactor',
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
