/**
 * The browser of the viewer tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium. CI (`.ci/run`) sets
 * CHROMIUM_PATH, and then a missing browser fails the file; without CHROMIUM_PATH (and without CI) and without a
 * browser the file is skipped with a warning.
 */
import { existsSync } from 'node:fs';
import { describeEmbedded } from './database';

const required = Boolean(process.env.CHROMIUM_PATH || process.env.CI);
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);
if (required && !haveBrowser) {
  throw new Error(
    `no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
  );
}
if (!haveBrowser) process.stderr.write(`test/ui: SKIPPED, no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)\n`);

/** describe on the embedded stack with a browser; skipped (with the warning above) without one. */
export const describeBrowser = haveBrowser ? describeEmbedded : describe.skip;
