/**
 * `compactor context <sessionId>`: the rebuilt LLM context (or display transcript) of a session's leaf, natively or
 * (`--format`) as the request fragment of a provider's SDK, as `GET …/context?format=` answers it.
 */
import type { Command } from 'commander';
import type { AgentMessage } from '../../core/session/messages';
import type { ConfigLoader } from '../config-loader';
import { printResult } from '../output';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';
import type * as TokensModule from '../../core/compaction/tokens';
import type * as WireContextModule from '../../service/wire-context';
import { isWireFormat, WIRE_FORMATS, type WireFormatName } from '../../core/formats/names';
import { UsageError } from '../errors';

interface ContextOptions {
  tenant?: string;
  transcript?: boolean;
  format: string;
  model?: string;
  json?: boolean;
}

export function registerContext(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('context <sessionId>'))
    .description('print the rebuilt context of a session (LLM view, or --transcript for the display view)')
    .option('--transcript', 'the full display transcript instead of the LLM context')
    .option('--format <format>', `the LLM context as one of ${WIRE_FORMATS.join(', ')} (a provider request)`, 'native')
    .option('--model <provider/id>', "with a provider format: the model the request goes to (default: the session's)")
    .option('--json', 'print { messages, tokens } as JSON (a provider format: { format, request, model, tokens, … })')
    .action(async (sessionId: string, options: ContextOptions) => {
      const format = options.format;
      if (!isWireFormat(format)) throw new UsageError(`--format must be one of ${WIRE_FORMATS.join(', ')}`);
      if (format !== 'native' && options.transcript) throw new UsageError('--transcript is the native display view');
      if (format !== 'native') return printWireContext(getConfig, sessionId, { ...options, format });
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

/** The request fragment in a provider format: the JSON to spread into that SDK's call, then one line about it. */
async function printWireContext(
  getConfig: ConfigLoader,
  sessionId: string,
  options: ContextOptions & { format: Exclude<WireFormatName, 'native'> },
) {
  const { readWireContext } = require('../../service/wire-context') as typeof WireContextModule;
  const view = await withStore(getConfig, options.tenant, (store, tenantId) =>
    readWireContext(
      store.db,
      { tenantId, sessionId },
      {
        format: options.format,
        ...(options.model ? { model: options.model } : {}),
      },
    ),
  );
  printResult(view, Boolean(options.json), () =>
    [
      JSON.stringify(view.request, null, 2),
      `${options.format} request for ${view.model ?? 'any model'}, ~${view.tokens} tokens`,
    ].join('\n'),
  );
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
