/**
 * What follows the demo: its session in the audit viewer. The demo registers its tenant (so `key create --tenant`
 * works on it), then either prints the exact commands that serve the viewer on the demo session (an API key, then
 * `compactor serve`, then the session's URL), or with `--serve` runs those same steps itself: creates a key and
 * serves the API on the same store until Ctrl-C.
 */
import path from 'node:path';
import type { Db } from '../../store/database';
import type * as TenantsService from '../../service/tenants';
import type * as ServiceErrors from '../../service/errors';
import type { Config } from '../../worker/config';
import type { ConfigLoader } from '../config-loader';
import { withDatabase } from '../session-command';
import { serveUntilSignalled } from './serve';

export interface ViewerListen {
  readonly host: string;
  readonly port: number;
}

export interface ViewerSteps {
  /** The commands to run, in order, from the directory the demo ran in. */
  readonly commands: readonly string[];
  /** The demo session in the viewer, once `compactor serve` runs. */
  readonly url: string;
  /** The demo command that does all of it itself. */
  readonly oneStep: string;
}

/** Creates the demo's tenant unless it exists: the session belongs to it, and keys are created per tenant. */
export async function registerDemoTenant(db: Db, tenantId: string): Promise<void> {
  const { createTenant } = require('../../service/tenants') as typeof TenantsService;
  const { TenantExists } = require('../../service/errors') as typeof ServiceErrors;
  try {
    await createTenant(db, { id: tenantId });
  } catch (error) {
    if (!(error instanceof TenantExists)) throw error;
  }
}

/** The URL of a session in the viewer served at `base` (http://host:port). */
export const sessionUrl = (base: string, sessionId: string): string =>
  `${base}/ui/#/sessions/${encodeURIComponent(sessionId)}`;

/**
 * The commands that show the demo session in the viewer, in the form the demo was run: through the checkout's npm
 * scripts after `npm run demo` (`npx` would first link the checkout into npm's cache, a minute on a slow machine),
 * else as `npx compactor`. A home other than the default is named on each, so the commands open the store the demo
 * wrote; DATABASE_URL and TEMPORAL_ADDRESS are left to the shell that ran it.
 */
export function viewerSteps(config: Config, sessionId: string, listen: ViewerListen, from: DemoOrigin): ViewerSteps {
  const home = config.home === path.resolve(from.cwd, '.compactor') ? '' : `COMPACTOR_HOME=${shellQuote(config.home)} `;
  const flags = [
    ...(listen.port === 8787 ? [] : ['--port', String(listen.port)]),
    ...(listen.host === '127.0.0.1' ? [] : ['--host', listen.host]),
  ].join(' ');
  const commands = from.npmScript
    ? [
        `npm run -s compactor -- key create --tenant ${config.tenant} --name viewer --scopes read`,
        `npm run -s serve${flags ? ` -- ${flags}` : ''}`,
      ]
    : [
        `npx compactor key create --tenant ${config.tenant} --name viewer --scopes read`,
        `npx compactor serve${flags ? ` ${flags}` : ''}`,
      ];
  return {
    commands: commands.map((command) => `${home}${command}`),
    url: sessionUrl(`http://${listen.host}:${listen.port}`, sessionId),
    oneStep: from.npmScript ? 'npm run demo -- --serve' : 'npx compactor demo --serve',
  };
}

/** Where the demo ran: its working directory, and whether through `npm run demo`. */
export interface DemoOrigin {
  readonly cwd: string;
  readonly npmScript: boolean;
}

export function describeViewerSteps(steps: ViewerSteps): string {
  return [
    'see it in the audit viewer:',
    `  ${steps.commands[0]}    # prints an API key once`,
    `  ${steps.commands[1]}`,
    `  then open ${steps.url} and sign in with that key`,
    `(or in one step: ${steps.oneStep})`,
  ].join('\n');
}

/** `demo --serve`: a key for the demo's tenant, then the API on the same store until Ctrl-C. */
export async function serveDemo(getConfig: ConfigLoader, sessionId: string, listen: ViewerListen): Promise<void> {
  const { createKey } = require('../../service/tenants') as typeof TenantsService;
  const config = getConfig();
  const key = await withDatabase(getConfig, (store) =>
    createKey(store.db, { tenantId: config.tenant, name: 'demo viewer' }),
  );
  await serveUntilSignalled(config, listen, (base) => {
    process.stdout.write(
      [
        `viewer:    ${sessionUrl(base, sessionId)}`,
        `API key:   ${key.secret}`,
        `           (key ${key.id} of tenant ${key.tenantId}; paste it at the viewer's sign-in; not shown again)`,
        'serving until Ctrl-C',
        '',
      ].join('\n'),
    );
  });
}

const shellQuote = (text: string): string =>
  /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
