/**
 * Spawns the Temporal CLI dev server as a child process for the embedded CLI stack. Unlike the testing package's
 * launcher it keeps the server's banner and logs off our stdout (a command's --json output must stay parseable)
 * and lets histories persist in a SQLite file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Connection } from '@temporalio/client';

export interface DevServer {
  readonly address: string;
  readonly connection: Connection;
  stop(): Promise<void>;
  /** Terminates the server process now; resolves once it has exited. */
  kill(): Promise<void>;
}

export interface DevServerOptions {
  executable: string;
  namespace: string;
  dbFilename: string;
  startTimeoutMs?: number;
}

const running = new Set<ChildProcess>();

/** Terminates every dev server this process started (a signal arrived, maybe before a stack was assembled). */
export async function stopAllDevServers(): Promise<void> {
  await Promise.all([...running].map((child) => terminate(child)));
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--headless'];
  args.push('--namespace', options.namespace, '--db-filename', options.dbFilename, '--log-level', 'error');
  const child = spawn(options.executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`temporal dev server exited with code ${code}: ${stderr.trim()}`)));
  });
  exited.catch(() => undefined);
  // However this process ends (an uncaught error, process.exit after a signal), its server ends with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  running.add(child);
  child.once('exit', () => {
    process.off('exit', killOnExit);
    running.delete(child);
  });
  try {
    const connection = await Promise.race([waitForServer(address, options.startTimeoutMs ?? 30_000), exited]);
    return { address, connection, stop: () => stopServer(child, connection), kill: () => terminate(child) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function waitForServer(address: string, timeoutMs: number): Promise<Connection> {
  const deadline = Date.now() + timeoutMs;
  const [host = '127.0.0.1', port = '0'] = address.split(':');
  // Probe the port with plain TCP first: a gRPC connect to a closed port backs off for a second per attempt.
  for (;;) {
    try {
      await probeTcp(host, Number(port));
      const connection = await Connection.connect({ address, connectTimeout: 2000 });
      await connection.workflowService.getSystemInfo({});
      return connection;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`temporal dev server at ${address} did not start in ${timeoutMs} ms`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

function probeTcp(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

async function stopServer(child: ChildProcess, connection: Connection): Promise<void> {
  await connection.close();
  await terminate(child);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
