// jest's node environment plus the undici global dispatcher, which @google/genai reads from globalThis
// and which jest's sandbox does not expose by default.
const { TestEnvironment } = require('jest-environment-node');
const DISPATCHER = Symbol.for('undici.globalDispatcher.1');
module.exports = class CompactorTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    if (!globalThis[DISPATCHER]) new Headers();
    if (globalThis[DISPATCHER]) this.global[DISPATCHER] = globalThis[DISPATCHER];
  }
};
