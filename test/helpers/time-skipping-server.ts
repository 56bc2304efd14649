/**
 * The time-skipping test server the fast tier's workflow tests run on. The SDK's own provision downloads a native
 * build from GitHub, which is unreachable where only package registries are; the same server is published on Maven
 * Central as a Java library, so where a JDK and Maven exist it is installed from there (once, into .compactor/).
 *
 * The SDK gives a server it starts five seconds to listen, which a cold JVM on a loaded machine misses. So one warm
 * JVM (time-skipping-host/TestServerHost.java) runs for the whole jest run, started here without a deadline, and the
 * executable the SDK starts is a launcher script that asks it for a server on the SDK's port and holds that server
 * for as long as the SDK keeps the launcher alive.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { findOnPath, isExecutable } from '../../worker/temporal-install';

/** The pinned server: io.temporal:temporal-test-server from Maven Central (Java 8 or later). */
export const TEST_SERVER_VERSION = '1.38.0';

/** The environment variable the launcher reads the host's control port from. */
export const HOST_PORT_VARIABLE = 'COMPACTOR_TEST_SERVER_HOST';

const installDir = (home: string) => path.join(home, `temporal-test-server-${TEST_SERVER_VERSION}`);
const LAUNCHER = 'temporal-test-server';
const HOST_SOURCE = path.join(__dirname, 'time-skipping-host', 'TestServerHost.java');

export interface TestServerOptions {
  home: string;
  searchPath: string | undefined;
  announce: (line: string) => void;
}

export interface TestServerHost {
  /** The executable to hand the SDK (`existing-path`). */
  launcher: string;
  /** The host's control port, for the launcher's environment. */
  controlPort: number;
  stop(): void;
}

/**
 * Installs the server if needed and starts the warm host. Resolves to a reason instead where no JDK or Maven is on
 * PATH or the install or start fails, so the caller decides whether that is fatal.
 */
export async function startTestServerHost(
  options: TestServerOptions,
): Promise<TestServerHost | { unavailable: string }> {
  const java = findOnPath(['java'], options.searchPath);
  const javac = findOnPath(['javac'], options.searchPath);
  const mvn = findOnPath(['mvn'], options.searchPath);
  const missing = [!java && 'java', !javac && 'javac', !mvn && 'mvn'].filter(Boolean);
  const dir = installDir(options.home);
  const installed = isExecutable(path.join(dir, LAUNCHER));
  if (!installed && missing.length > 0) return { unavailable: `no ${missing.join(', ')} on PATH to provide it with` };
  try {
    if (!installed) {
      options.announce(
        `compactor tests: installing io.temporal:temporal-test-server:${TEST_SERVER_VERSION} from Maven Central (once)`,
      );
      await install(dir, javac!, mvn!);
    }
    return await startHost(dir, java ?? 'java');
  } catch (error) {
    return { unavailable: (error as Error).message };
  }
}

async function install(dir: string, javac: string, mvn: string): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(path.join(partial, 'pom.xml'), pom());
  const run = promisify(execFile);
  const fetch = ['-q', '-B', '-f', path.join(partial, 'pom.xml'), 'dependency:copy-dependencies'];
  await run(mvn, [...fetch, `-DoutputDirectory=${path.join(partial, 'lib')}`], { maxBuffer: 16 << 20 }).catch(
    (error: Error & { stdout?: string }) => {
      const lastLines = (error.stdout ?? '').trim().split('\n').slice(-3).join(' | ');
      throw new Error(`mvn could not fetch the time-skipping server: ${lastLines || error.message}`);
    },
  );
  await run(javac, ['-cp', path.join(partial, 'lib', '*'), '-d', path.join(partial, 'classes'), HOST_SOURCE]);
  writeFileSync(path.join(partial, LAUNCHER), launcherScript(), { mode: 0o755 });
  // Another jest run may have finished the same install meanwhile; either copy is the same artifact.
  if (existsSync(dir)) rmSync(partial, { recursive: true, force: true });
  else renameSync(partial, dir);
}

/**
 * The launcher gets the arguments the native build would (the port, then flags). It sends them to the host and
 * then only holds the connection: the host stops that server when the connection closes, however the launcher ends.
 */
const launcherScript = () => `#!/usr/bin/env bash
exec 3<>"/dev/tcp/127.0.0.1/\${${HOST_PORT_VARIABLE}:?no time-skipping host is running (jest global setup starts it)}"
printf '%s\\n' "$*" >&3
exec cat <&3 >/dev/null
`;

function startHost(dir: string, java: string): Promise<TestServerHost> {
  const classpath = [path.join(dir, 'lib', '*'), path.join(dir, 'classes')].join(path.delimiter);
  const child: ChildProcess = spawn(java, ['-XX:+UseSerialGC', '-cp', classpath, 'TestServerHost'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the time-skipping host exited with ${code} before it listened`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      child.removeAllListeners('exit');
      resolve({ launcher: path.join(dir, LAUNCHER), controlPort: Number(line), stop: () => child.kill('SIGKILL') });
    });
  });
}

const pom = () => `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>compactor.tests</groupId>
  <artifactId>temporal-test-server-install</artifactId>
  <version>1</version>
  <dependencies>
    <dependency>
      <groupId>io.temporal</groupId>
      <artifactId>temporal-test-server</artifactId>
      <version>${TEST_SERVER_VERSION}</version>
    </dependency>
  </dependencies>
</project>
`;
