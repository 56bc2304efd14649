/** The deployment files keep up with the configuration: every variable is documented and reaches the workers. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '../../worker/config';

const ROOT = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Not for compose workers: PATH and TEMPORAL_CLI only find the embedded dev server, COMPACTOR_HOME only locates
 * PGlite, and TLS / API key belong to a Temporal Cloud connection, not the compose file's own server. */
const NOT_IN_COMPOSE = ['PATH', 'TEMPORAL_CLI', 'COMPACTOR_HOME', 'TEMPORAL_TLS', 'TEMPORAL_API_KEY'];

it('the compose workers get every configuration variable a worker reads', () => {
  const compose = read('docker-compose.yml');
  const block = compose.slice(
    compose.indexOf('x-compactor-env:'),
    compose.indexOf('\n\n', compose.indexOf('x-compactor-env:')),
  );
  const passed = [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  expect([...passed].sort()).toEqual(CONFIG_VARIABLES.filter((v) => !NOT_IN_COMPOSE.includes(v)).sort());
  expect(compose).toMatch(/^ {4}environment:\n {6}<<: \*compactor-env$/m);
});

it('the configuration reference documents every configuration variable', () => {
  const reference = read('docs/configuration.md');
  const undocumented = CONFIG_VARIABLES.filter((v) => !reference.includes(`| \`${v}\` |`));
  expect(undocumented).toEqual([]);
});

it('the image leaves tests, benchmarks and CI out', () => {
  const ignored = read('.dockerignore').split('\n');
  expect(ignored).toEqual(expect.arrayContaining(['test', 'bench', '.ci', 'node_modules', '.compactor']));
});
