/** How a command reads the configuration: parsed once, on first use, by the composition root (cli/main.ts). */
import type { Config } from '../worker/config';

export type ConfigLoader = () => Config;
