import { runCli } from '../helpers/run-cli';

describe('compactor exit codes', () => {
  it('prints help and exits 0 for --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: compactor');
    expect(result.stdout).toContain('demo');
    expect(result.stdout).toContain('worker');
  });

  it('exits 2 with one line for an unknown command', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: unknown command 'frobnicate'\n");
  });

  it('exits 2 with one line for an unknown option', async () => {
    const result = await runCli(['demo', '--frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("error: unknown option '--frobnicate'\n");
  });

  it('exits 2 naming the variable for a bad environment value', async () => {
    const result = await runCli(['demo'], { DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'compactor: invalid configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL\n',
    );
  });

  it('exits 1 with one line when the runtime fails', async () => {
    const result = await runCli(['demo'], { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^compactor: .*ECONNREFUSED/);
  });
});
