/**
 * Anthropic server-tool blocks (web search) replayed to the model that made them (wire-formats spec §2.2, §6.11):
 * a stored `anthropicServerTool` block goes back as it came when it is a `server_tool_use` or a
 * `web_search_tool_result` of the SDK's shape, and only as a pair (a use without its result in the same message,
 * or a result without its use, is dropped with its partner). Other server tools are not replayed. Pure.
 */
import type { AssistantBlock } from '../../session/messages';
import { isObject, type JsonObject } from '../read';
import type { AnthropicServerToolUse, AnthropicWebSearchToolResult } from './types';

/** The server tools a Messages response names in `server_tool_use` blocks (the API document lists the same). */
export const ANTHROPIC_SERVER_TOOLS = [
  'web_search',
  'web_fetch',
  'code_execution',
  'bash_code_execution',
  'text_editor_code_execution',
  'tool_search_tool_regex',
  'tool_search_tool_bm25',
] as const;
/** The error codes of a `web_search_tool_result_error`. */
export const WEB_SEARCH_ERROR_CODES = [
  'invalid_tool_input',
  'unavailable',
  'max_uses_exceeded',
  'too_many_requests',
  'query_too_long',
  'request_too_large',
] as const;
const SERVER_TOOLS: ReadonlySet<string> = new Set(ANTHROPIC_SERVER_TOOLS);
const SEARCH_ERRORS: ReadonlySet<string> = new Set(WEB_SEARCH_ERROR_CODES);

const str = (v: unknown): v is string => typeof v === 'string';

function use(b: JsonObject): AnthropicServerToolUse | undefined {
  if (b.type !== 'server_tool_use' || !str(b.id) || !str(b.name) || !SERVER_TOOLS.has(b.name) || !isObject(b.input)) {
    return undefined;
  }
  return { type: 'server_tool_use', id: b.id, name: b.name as AnthropicServerToolUse['name'], input: b.input };
}

function searchResult(b: JsonObject): AnthropicWebSearchToolResult | undefined {
  if (b.type !== 'web_search_tool_result' || !str(b.tool_use_id)) return undefined;
  const c = b.content;
  if (
    isObject(c) &&
    c.type === 'web_search_tool_result_error' &&
    str(c.error_code) &&
    SEARCH_ERRORS.has(c.error_code)
  ) {
    const error_code = c.error_code as Extract<
      AnthropicWebSearchToolResult['content'],
      { error_code: string }
    >['error_code'];
    return {
      type: 'web_search_tool_result',
      tool_use_id: b.tool_use_id,
      content: { type: 'web_search_tool_result_error', error_code },
    };
  }
  if (!Array.isArray(c)) return undefined;
  const results = c
    .filter(isObject)
    .filter((r) => r.type === 'web_search_result' && str(r.url) && str(r.title) && str(r.encrypted_content));
  if (results.length !== c.length) return undefined;
  const content = results.map((r) => ({
    type: 'web_search_result' as const,
    url: r.url as string,
    title: r.title as string,
    encrypted_content: r.encrypted_content as string,
    ...(str(r.page_age) ? { page_age: r.page_age } : {}),
  }));
  return { type: 'web_search_tool_result', tool_use_id: b.tool_use_id, content };
}

/** The replayable server-tool blocks of a message, by position in `content`; pairs only. */
export function replayableServerBlocks(
  content: readonly AssistantBlock[],
): Map<number, AnthropicServerToolUse | AnthropicWebSearchToolResult> {
  const typed = new Map<number, AnthropicServerToolUse | AnthropicWebSearchToolResult>();
  content.forEach((b, i) => {
    if (b.type !== 'anthropicServerTool' || !isObject(b.block)) return;
    const block = use(b.block) ?? searchResult(b.block);
    if (block) typed.set(i, block);
  });
  const uses = new Set([...typed.values()].flatMap((b) => (b.type === 'server_tool_use' ? [b.id] : [])));
  const answered = new Set(
    [...typed.values()].flatMap((b) => (b.type === 'web_search_tool_result' ? [b.tool_use_id] : [])),
  );
  for (const [i, b] of typed) {
    const paired = b.type === 'server_tool_use' ? answered.has(b.id) : uses.has(b.tool_use_id);
    if (!paired) typed.delete(i);
  }
  return typed;
}
