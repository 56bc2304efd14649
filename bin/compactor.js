#!/usr/bin/env node
// Entry point of the `compactor` executable: runs the TypeScript CLI through tsx's CommonJS loader,
// so the repository needs no separate build step before its commands work.
require('tsx/cjs');
require('../cli/main.ts')
  .main(process.argv)
  .then((code) => {
    process.exitCode = code;
  });
