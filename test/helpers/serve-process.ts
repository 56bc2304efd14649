/**
 * The real `compactor serve` in a child process (bin/compactor.js: dist/ when current, else the sources), on a
 * random port. Resolves once it prints the address it serves; `stop()` sends SIGINT and awaits a clean exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './run-cli';

export interface ServeProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** What the process wrote to stderr so far (its logs). */
  stderr(): string;
  stop(): Promise<number | null>;
}

export function startServe(env: Record<string, string | undefined>): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const match = /serving (http:\/\/\S+) /.exec(stderr);
      if (match) {
        resolve({
          url: match[1]!,
          stderr: () => stderr,
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
