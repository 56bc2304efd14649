/** `npm run docs:generate`: writes docs/configuration.md from worker/config.ts (worker/config-reference.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configReference } from '../worker/config-reference';

export const CONFIGURATION_DOC = path.join(__dirname, '..', 'docs', 'configuration.md');

if (require.main === module) writeFileSync(CONFIGURATION_DOC, configReference());
