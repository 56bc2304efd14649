/**
 * The real `compactor serve` in a child process (bin/compactor.js: dist/ when current, else the sources), on a
 * random port. Resolves once it prints the address it serves; `stop()` sends SIGINT and awaits a clean exit. Other
 * commands that end by serving (`demo --serve --port 0`) run through it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './run-cli';

export interface ServeProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** What the process wrote to stderr so far (its logs). */
  stderr(): string;
  /** Resolves with stdout once it matches `pattern` (rejects when the process exits first). */
  stdoutMatching(pattern: RegExp): Promise<string>;
  stop(): Promise<number | null>;
}

export function startServe(
  env: Record<string, string | undefined>,
  args: readonly string[] = ['serve', '--port', '0'],
): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const matching = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (pattern.test(stdout) ? (resolve(stdout), true) : false);
      if (check()) return;
      child.stdout!.on('data', () => void check());
      void exited.then(() => check() || reject(new Error(`exited before printing ${pattern}:\n${stdout}${stderr}`)));
    });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const match = /serving (http:\/\/\S+) /.exec(stderr);
      if (match) {
        resolve({
          url: match[1]!,
          stderr: () => stderr,
          stdoutMatching: (pattern) => matching(pattern),
          stop: async () => {
            child.kill('SIGINT');
            return exited;
          },
        });
      }
    });
    void exited.then((code) =>
      reject(new Error(`compactor serve exited (${code}) before serving:\n${stderr}${stdout}`)),
    );
  });
}
