/** `compactor context <sessionId>`: the rebuilt LLM context (or display transcript) of a session's leaf. */
import type { Command } from 'commander';
import type { AgentMessage } from '../../core/session/messages';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';
import type * as TokensModule from '../../core/compaction/tokens';

export function registerContext(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('context <sessionId>'))
    .description('print the rebuilt context of a session (LLM view, or --transcript for the display view)')
    .option('--transcript', 'the full display transcript instead of the LLM context')
    .option('--json', 'print { messages, tokens } as JSON')
    .action(async (sessionId: string, options: { tenant?: string; transcript?: boolean; json?: boolean }) => {
      const { readSessionContext } = require('../../store/session-store') as typeof SessionStoreModule;
      const { estimateContextTokens } = require('../../core/compaction/tokens') as typeof TokensModule;
      const context = await withStore(getConfig, options.tenant, (store, tenantId) =>
        readSessionContext(store.db, { tenantId, sessionId, mode: options.transcript ? 'transcript' : 'llm' }),
      );
      const tokens = estimateContextTokens(context.messages);
      printResult({ messages: context.messages, tokens }, Boolean(options.json), () =>
        [...context.messages.map(describe), `${context.messages.length} messages, ~${tokens} tokens`].join('\n'),
      );
    });
}

function describe(message: AgentMessage): string {
  const text = (() => {
    switch (message.role) {
      case 'user':
      case 'developer':
      case 'custom':
        return typeof message.content === 'string'
          ? message.content
          : message.content[0]?.type === 'text'
            ? message.content[0].text
            : '[image]';
      case 'assistant':
        return message.content
          .map((b) => (b.type === 'text' ? b.text : b.type === 'toolCall' ? `[${b.name}]` : ''))
          .join(' ');
      case 'toolResult':
        return `${message.toolName}: ${message.content[0]?.type === 'text' ? message.content[0].text : ''}`;
      case 'compactionSummary':
      case 'branchSummary':
        return message.summary;
      case 'bashExecution':
        return `$ ${message.command}`;
      default:
        return '';
    }
  })();
  return `${message.role.padEnd(17)} ${text.replace(/\s+/g, ' ').slice(0, 100)}`;
}
