/** The program version a worker records on audit rows: the first 16 hex digits of its workflow bundle's sha256. */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { programVersion } from '../../worker/bundle';

const code = 'export const compactSession = () => undefined;\n//# sourceMappingURL=data:application/json;base64,e30=';
const sha256 = createHash('sha256').update(code).digest('hex');

describe('programVersion', () => {
  it('names a bundle built in the process by its code', () => {
    expect(programVersion({ code, sourceMap: '{}' })).toBe(sha256.slice(0, 16));
  });

  it('names the prebuilt bundle file by the same hash, so an archived program matches the rows its workers wrote', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'compactor-program-')), 'workflow-bundle.js');
    writeFileSync(file, code);
    expect(programVersion({ codePath: file })).toBe(sha256.slice(0, 16));
  });
});
