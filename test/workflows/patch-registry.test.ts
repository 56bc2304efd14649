/** The patch registry (workflows/patches/) is the only place a patch id is written, and each entry says true. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PATCHES, type Patch } from '../../workflows/patches';
import { patchMarkers, parseHistory } from '../../worker/replay';

const root = path.join(__dirname, '..', '..');
const histories = path.join(root, 'test', 'replay', 'histories');
const entries = Object.entries(PATCHES as Record<string, Patch>);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

const workflowFiles = sources(path.join(root, 'workflows'))
  .filter((f) => !f.includes(`${path.sep}workflows${path.sep}patches${path.sep}`))
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

describe('the patch registry', () => {
  it('lists every patch id once, under a behaviour name', () => {
    const ids = entries.map(([, p]) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(33);
    for (const [name] of entries) expect(name).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('is the only place under workflows/ that writes a patch id or calls patched() or deprecatePatch()', () => {
    const offending = workflowFiles.flatMap(({ file, text }) => [
      ...entries.filter(([, p]) => new RegExp(`['"\`]${p.id}['"\`]`).test(text)).map(([, p]) => `${file}: ${p.id}`),
      ...(/\b(patched|deprecatePatch)\(/.test(text) ? [`${file}: calls patched()/deprecatePatch() itself`] : []),
    ]);
    expect(offending).toEqual([]);
  });

  it('dates every patch by the first archived history that carries its marker', () => {
    const problems = entries.flatMap(([name, p]) => {
      const file = p.came.split(',')[0]!;
      const markers = patchMarkers(parseHistory(readFileSync(path.join(histories, file), 'utf8')));
      return markers.includes(p.id) ? [] : [`${name}: ${file} has no ${p.id} marker`];
    });
    expect(problems).toEqual([]);
  });

  it('asks every active or deprecated patch somewhere, and no retired one', () => {
    const asked = (name: string) => workflowFiles.some(({ text }) => text.includes(`patchApplies('${name}')`));
    const wrong = entries.filter(([name, p]) => asked(name) === (p.state === 'retired')).map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('names the archived program of every deprecated patch whose old path no history of today replays', () => {
    expect(entries.filter(([, p]) => p.state === 'deprecated').map(([name, p]) => [name, p.oldPath])).toEqual([
      ['secondProgram', { workflow: 'compactSession', program: '2dcc060119bb6dea', release: '1f9a18b' }],
      ['fileListsByReference', undefined],
    ]);
  });
});
