/**
 * `compactor sessions agent-config <id> [--set FILE]`: the session's live system prompt and tool definitions, which
 * a handoff is generated with (compaction spec §8). Prints them, or replaces them with the validated JSON file
 * `{ "systemPrompt": "…", "tools": [{ "name", "description", "parameters" }] }` (an `agent_config_set` event).
 * A bad file is a usage error naming the field, found before the store is opened.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';
import type * as AgentConfigModule from '../../core/session/agent-config';
import type { AgentConfig } from '../../core/session/agent-config';

/** No configuration to print: a runtime failure (exit 1), typed for --json. */
export class AgentConfigNotSet extends Error {
  override readonly name = 'AgentConfigNotSet';
}

export function registerSessionsAgentConfig(sessions: Command, getConfig: ConfigLoader): void {
  tenantOption(sessions.command('agent-config <sessionId>'))
    .description("print the session's agent configuration (system prompt, tools), or replace it with --set")
    .option('--set <file>', 'a JSON file { systemPrompt, tools: [{ name, description, parameters }] }')
    .option('--json', 'print { systemPrompt, tools } as JSON (with --set also the event seq)')
    .action(async (sessionId: string, options: { tenant?: string; set?: string; json?: boolean }) => {
      const config = options.set === undefined ? undefined : readConfigFile(options.set);
      const store = require('../../store/session-store') as typeof SessionStoreModule;
      const result = await withStore(getConfig, options.tenant, async (db, tenantId) => {
        const ids = { tenantId, sessionId };
        if (config) return store.setAgentConfig(db.db, ids, config);
        const current = await store.readAgentConfig(db.db, ids);
        if (!current) throw new AgentConfigNotSet(`session ${sessionId} has no agent configuration`);
        return current;
      });
      printResult(result, Boolean(options.json), () => describe(result, config !== undefined));
    });
}

function readConfigFile(file: string): AgentConfig {
  const { parseAgentConfig, AgentConfigInvalid } =
    require('../../core/session/agent-config') as typeof AgentConfigModule;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--set ${file}: ${(error as Error).message}`);
  }
  try {
    return parseAgentConfig(raw);
  } catch (error) {
    if (error instanceof AgentConfigInvalid) throw new UsageError(`--set ${file}: ${error.message}`);
    throw error;
  }
}

function describe(config: AgentConfig & { seq?: number }, set: boolean): string {
  const head = set ? `set the agent configuration (event ${config.seq})` : 'agent configuration';
  const tools = config.tools.map((t) => `  ${t.name}: ${t.description.split('\n')[0]}`);
  return [
    head,
    `system prompt: ${config.systemPrompt.length} characters`,
    `tools (${config.tools.length}):`,
    ...tools,
  ].join('\n');
}
