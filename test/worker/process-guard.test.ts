import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDriverClosedSocketWrite } from '../../worker/process-guard';

const FIXTURE = path.join(__dirname, 'fixtures', 'guarded-process.ts');
const TSX = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');

let root: string;
let driverModule: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'guard-'));
  const dir = path.join(root, 'node_modules', 'postgres', 'cjs', 'src');
  mkdirSync(dir, { recursive: true });
  driverModule = path.join(dir, 'connection.js');
  // The shape of postgres.js's small-write path: the write is deferred, the socket is nulled before it runs.
  writeFileSync(
    driverModule,
    'let socket = null;\nmodule.exports = function write() { setImmediate(function nextWrite() { socket.write("x"); }); };\n',
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(guard: 'on' | 'off', fault: 'driver' | 'other') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(TSX, [FIXTURE, driverModule, guard, fault], { stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the worker process guard', () => {
  it('without it, the driver writing to a closed socket kills the process', async () => {
    const result = await run('off', 'driver');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("Cannot read properties of null (reading 'write')");
  });

  it('with it, the process outlives the driver writing to a closed socket and logs one warning', async () => {
    const result = await run('on', 'driver');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('still running\n');
    const lines = result.stderr
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, 'database connection lost mid-write; its queries failed and will be retried'],
    ]);
  });

  it('with it, any other uncaught exception still ends the process with code 1', async () => {
    const result = await run('on', 'other');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('uncaught exception; the process stops');
  });
});

describe('isDriverClosedSocketWrite', () => {
  it('does not match the same message thrown from anywhere but the driver', () => {
    expect(isDriverClosedSocketWrite(new TypeError("Cannot read properties of null (reading 'write')"))).toBe(false);
  });

  it('does not match other errors or non-errors', () => {
    expect(isDriverClosedSocketWrite(new Error("Cannot read properties of null (reading 'write')"))).toBe(false);
    expect(isDriverClosedSocketWrite('write')).toBe(false);
  });
});
