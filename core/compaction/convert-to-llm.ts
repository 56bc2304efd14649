/**
 * The minimal conversion of session messages into the four roles a model (or the summary serializer) sees
 * (compaction spec §6.1): user, developer, assistant, tool result. Pruned results collapse to their text; shell
 * runs become user text; extension messages become developer text; summaries become user text. Pure.
 */
import type {
  AgentMessage,
  AssistantMessage,
  DeveloperMessage,
  TextBlock,
  ToolResultMessage,
  UserMessage,
} from '../session/messages';

export type LlmMessage = UserMessage | DeveloperMessage | AssistantMessage | ToolResultMessage;

export function convertToLlm(messages: readonly AgentMessage[]): LlmMessage[] {
  const out: LlmMessage[] = [];
  for (const message of messages) {
    const converted = convertOne(message);
    if (converted) out.push(converted);
  }
  return out;
}

function convertOne(message: AgentMessage): LlmMessage | undefined {
  const user = (text: string, attribution?: string): UserMessage => ({
    role: 'user',
    content: text,
    timestamp: message.timestamp,
    ...(attribution ? { attribution } : {}),
  });
  switch (message.role) {
    case 'user':
    case 'developer':
    case 'assistant':
      return message;
    case 'toolResult':
      return message.prunedAt === undefined ? message : { ...message, content: [prunedText(message)] };
    case 'custom':
      return { role: 'developer', content: message.content, timestamp: message.timestamp };
    case 'bashExecution':
    case 'pythonExecution':
      if (message.excludeFromContext) return undefined;
      return user(describeRun(message));
    case 'fileMention':
      return {
        role: 'developer',
        content: message.files.map((f) => `<file path="${f.path}">\n${f.content}\n</file>`).join('\n'),
        timestamp: message.timestamp,
      };
    case 'branchSummary':
      return user(`Summary of a conversation branch that was left:\n\n${message.summary}`, 'agent');
    case 'compactionSummary':
      return user(`Summary of the conversation before this point:\n\n${message.summary}`, 'agent');
  }
}

/** A pruned result is sent as one text block: its text joined, or a bare notice when it had none. */
function prunedText(message: ToolResultMessage): TextBlock {
  const texts = message.content.filter((b): b is TextBlock => b.type === 'text').map((b) => b.text);
  return { type: 'text', text: texts.length > 0 ? texts.join('') : '[Output truncated]' };
}

function describeRun(run: Extract<AgentMessage, { role: 'bashExecution' | 'pythonExecution' }>): string {
  const what =
    run.role === 'bashExecution' ? `Ran \`${run.command}\`` : `Ran Python:\n\`\`\`python\n${run.code}\n\`\`\``;
  const output = run.output ? `\`\`\`\n${run.output}\n\`\`\`` : '(no output)';
  const status = run.cancelled ? '(command cancelled)' : `Command exited with code ${run.exitCode ?? 'unknown'}`;
  return [what, output, status, ...(run.truncated ? ['(output truncated)'] : [])].join('\n');
}
