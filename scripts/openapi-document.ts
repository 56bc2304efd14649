/**
 * The OpenAPI document of the HTTP API, built from the route schemas without a database or Temporal (routes only
 * touch their dependencies when a request arrives), and both clients generated from it: the TypeScript types by
 * openapi-typescript (client/) and the Python package by openapi-python-client (clients/python/, see
 * scripts/python-client.ts). `client:generate` writes all of them; `client:check` fails when any drifted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildServer } from '../server/app';
import type { ServiceDeps } from '../service/deps';
import { differingFiles, GENERATED, generatePythonClient, readTree, writeTree } from './python-client';

const CLIENT = path.join(__dirname, '..', 'client');
const DOCUMENT = path.join(CLIENT, 'openapi.json');
const TYPES = path.join(CLIENT, 'schema.ts');
const HEADER = '// Generated from client/openapi.json by openapi-typescript (npm run client:generate). Do not edit.\n';

export async function openapiDocument(): Promise<string> {
  const app = await buildServer({ deps: {} as ServiceDeps, ready: async () => {} });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return format(JSON.stringify(document), { ...(await resolveConfig(DOCUMENT)), filepath: DOCUMENT });
}

export async function clientTypes(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document));
  return format(HEADER + astToString(ast), { ...(await resolveConfig(TYPES)), filepath: TYPES });
}

async function main(mode: string | undefined): Promise<number> {
  const document = await openapiDocument();
  const types = await clientTypes(document);
  const python = generatePythonClient(document);
  if (mode === '--check') {
    const drifted = [
      [DOCUMENT, document],
      [TYPES, types],
    ]
      .filter(([file, text]) => readFileSync(file!, 'utf8') !== text)
      .map(([file]) => file!);
    drifted.push(...differingFiles(readTree(GENERATED), python).map((file) => path.join(GENERATED, file)));
    for (const file of drifted) process.stderr.write(`${path.relative(process.cwd(), file)} is out of date\n`);
    if (drifted.length > 0) process.stderr.write('run `npm run client:generate` and commit the result\n');
    return drifted.length > 0 ? 1 : 0;
  }
  writeFileSync(DOCUMENT, document);
  writeFileSync(TYPES, types);
  writeTree(GENERATED, python);
  return 0;
}

if (require.main === module) {
  main(process.argv[2]).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
