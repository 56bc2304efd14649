#!/usr/bin/env node
// Entry point of the `compactor` executable. Runs the compiled build (dist/, made by `npm run build`, which
// `npm ci` runs) when it was built from exactly the sources beside it. In a development checkout whose sources
// changed since the last build, or that was never built, it runs the TypeScript sources through tsx instead:
// slower to start, but a stale build never runs.
const path = require('node:path');
const { buildState } = require('./build-fingerprint');

const root = path.join(__dirname, '..');
let cli;
if (buildState(root).use === 'dist') {
  cli = require('../dist/cli/main.js');
} else {
  require('tsx/cjs');
  cli = require('../cli/main.ts');
}
cli.main(process.argv).then((code) => {
  process.exitCode = code;
});
