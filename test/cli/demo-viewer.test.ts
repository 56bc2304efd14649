/** The commands the demo prints to open its session in the viewer, in the form the demo was run. */
import path from 'node:path';
import { describeViewerSteps, viewerSteps } from '../../cli/commands/demo-viewer';
import { parseConfig } from '../../worker/config';

const CWD = '/srv/checkout';
const LOCAL = { host: '127.0.0.1', port: 8787 };

describe('the demo viewer steps', () => {
  it('after `npm run demo`: the checkout npm scripts, then the session URL', () => {
    const steps = viewerSteps(parseConfig({}, CWD), 's-1', LOCAL, { cwd: CWD, npmScript: true });
    expect(describeViewerSteps(steps)).toBe(
      [
        'see it in the audit viewer:',
        '  npm run -s compactor -- key create --tenant default --name viewer --scopes read    # prints an API key once',
        '  npm run -s serve',
        '  then open http://127.0.0.1:8787/ui/#/sessions/s-1 and sign in with that key',
        '(or in one step: npm run demo -- --serve)',
      ].join('\n'),
    );
  });

  it('run otherwise: npx compactor, naming a home other than the default and the port and host asked for', () => {
    const config = parseConfig({ COMPACTOR_HOME: '/data/my demo', COMPACTOR_TENANT: 'acme' }, CWD);
    const steps = viewerSteps(config, 'a b', { host: '0.0.0.0', port: 9000 }, { cwd: CWD, npmScript: false });
    expect(steps).toEqual({
      commands: [
        `COMPACTOR_HOME='${path.resolve('/data/my demo')}' npx compactor key create --tenant acme --name viewer --scopes read`,
        `COMPACTOR_HOME='${path.resolve('/data/my demo')}' npx compactor serve --port 9000 --host 0.0.0.0`,
      ],
      url: 'http://0.0.0.0:9000/ui/#/sessions/a%20b',
      oneStep: 'npx compactor demo --serve',
    });
  });

  it('passes flags to the npm script after --', () => {
    const steps = viewerSteps(
      parseConfig({}, CWD),
      's',
      { host: '127.0.0.1', port: 9000 },
      { cwd: CWD, npmScript: true },
    );
    expect(steps.commands[1]).toBe('npm run -s serve -- --port 9000');
  });
});
