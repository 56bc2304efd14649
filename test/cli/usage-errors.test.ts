/**
 * Usage errors are found before the database or Temporal is opened: DATABASE_URL and TEMPORAL_ADDRESS point at
 * closed ports here, so a command that opened either would fail with exit 1 instead of 2.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeError } from '../../cli/describe-error';
import { runCli } from '../helpers/run-cli';

const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-usage-'));
const aFile = path.join(dir, 'a-file.txt');
writeFileSync(aFile, 'x');
const unreachable = { DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none', TEMPORAL_ADDRESS: '127.0.0.1:1' };
const cli = (...args: string[]) => runCli(args, unreachable);

describe('usage errors, detected before anything is opened', () => {
  it('ingest of a directory', async () => {
    const result = await cli('ingest', dir);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `compactor: ${dir} is not a file (a session .jsonl file is expected)\n`,
    });
  });

  it('compact with a summary model of an unknown provider', async () => {
    const result = await cli('compact', 'some-session', '--summary-model', 'nope/x');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'compactor: --summary-model: model must be <provider>/<id> with provider one of openai, openai-chat, ' +
        'openai-compatible, anthropic, google: "nope/x"\n',
    );
  });

  it('frames --out naming a file', async () => {
    const result = await cli('frames', 'some-session', '--out', aFile);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`compactor: --out ${aFile} is a file; give a directory (created if missing)\n`);
  });

  it('demo --out naming a file', async () => {
    const result = await cli('demo', '--out', aFile);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`compactor: --out ${aFile} is a file; give a directory (created if missing)\n`);
  });

  it('prints usage errors as JSON on stdout under --json, exit 2', async () => {
    const bad = await cli('ingest', dir, '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toEqual({
      error: { type: 'UsageError', message: `${dir} is not a file (a session .jsonl file is expected)` },
    });
    const unknownOption = await cli('history', 'some-session', '--json', '--frobnicate');
    expect(unknownOption.code).toBe(2);
    expect(JSON.parse(unknownOption.stdout)).toEqual({
      error: { type: 'UsageError', message: "unknown option '--frobnicate'" },
    });
  });
});

describe('describeError', () => {
  it('says file-system error codes in words with the path, never the raw code', () => {
    const eisdir = Object.assign(new Error(`EISDIR: illegal operation on a directory, read`), {
      code: 'EISDIR',
      path: '/tmp/somewhere',
    });
    expect(describeError(eisdir)).toBe('/tmp/somewhere is a directory where a file was expected');
    const eexist = Object.assign(new Error(`EEXIST: file already exists, mkdir '/tmp/out'`), {
      code: 'EEXIST',
      path: '/tmp/out',
    });
    expect(describeError(new Error('could not write frames', { cause: eexist }))).toBe(
      'could not write frames: /tmp/out already exists and is not a directory',
    );
  });
});
