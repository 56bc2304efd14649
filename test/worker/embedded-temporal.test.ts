import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveTemporalExecutable } from '../../worker/embedded-temporal';

describe('resolveTemporalExecutable', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compactor-bin-'));
  const empty = mkdtempSync(path.join(os.tmpdir(), 'compactor-empty-'));
  const binary = path.join(dir, 'temporal');
  writeFileSync(binary, '#!/bin/sh\n');
  chmodSync(binary, 0o755);

  it('prefers TEMPORAL_CLI over PATH', () => {
    expect(resolveTemporalExecutable('/opt/temporal', dir)).toEqual({ type: 'existing-path', path: '/opt/temporal' });
  });

  it('finds temporal on PATH', () => {
    const searchPath = [empty, dir].join(path.delimiter);
    expect(resolveTemporalExecutable(undefined, searchPath)).toEqual({ type: 'existing-path', path: binary });
  });

  it('skips a non-executable file named temporal', () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'compactor-plain-'));
    writeFileSync(path.join(plain, 'temporal'), 'not a program');
    expect(resolveTemporalExecutable(undefined, plain)).toEqual({ type: 'cached-download' });
  });

  it('uses a CLI installed earlier into $COMPACTOR_HOME when PATH has none, PATH first otherwise', () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'compactor-home-'));
    mkdirSync(path.join(home, 'temporal-cli', 'bin'), { recursive: true });
    const installed = path.join(home, 'temporal-cli', 'bin', 'temporal');
    writeFileSync(installed, '#!/bin/sh\n');
    chmodSync(installed, 0o755);
    expect(resolveTemporalExecutable(undefined, empty, home)).toEqual({ type: 'existing-path', path: installed });
    expect(resolveTemporalExecutable(undefined, dir, home)).toEqual({ type: 'existing-path', path: binary });
  });

  it("falls back to the SDK's download when there is no binary", () => {
    expect(resolveTemporalExecutable(undefined, empty)).toEqual({ type: 'cached-download' });
    expect(resolveTemporalExecutable(undefined, undefined)).toEqual({ type: 'cached-download' });
  });
});
