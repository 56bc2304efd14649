/**
 * The Anthropic Messages API's request rules (wire-formats spec §3.1), each citing its source: A1 = the SDK's
 * `resources/messages` types (the compaction block: `resources/beta/messages`), A4 = "Handle tool calls" (docs), A6 = tool pairing errors (anthropics/claude-code
 * #5060, #13460; anthropic-sdk-typescript#653), A7 = thinking errors, A8 = empty-content errors (claude-code #6774,
 * #59812, #23440), A10 = id/name patterns (HKUDS/nanobot#4356, trycua/cua#524). Returns every violation found.
 */
import { arrayOf, isObject, nonBlank, SAFE_ID, SAFE_NAME, Violations, type Json, type Violation } from './rules';

const MEDIA_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const USER_BLOCKS = new Set(['text', 'image', 'document', 'search_result', 'tool_result']);
const ASSISTANT_BLOCKS = new Set([
  'text',
  'thinking',
  'redacted_thinking',
  'tool_use',
  'server_tool_use',
  'compaction',
]);

export function validateAnthropic(request: unknown): Violation[] {
  const v = new Violations();
  if (!isObject(request)) return [{ path: '', rule: 'the request is an object' }];
  system(request.system, v);
  tools(request.tools, v);
  const messages = arrayOf(request.messages);
  v.check(messages.length > 0, '/messages', 'A1: messages is a non-empty array');
  v.check(
    isObject(messages[0]) && messages[0].role === 'user',
    '/messages/0',
    'A1: the first message is a user message',
  );
  const ids = new Set<string>();
  messages.forEach((raw, i) => {
    const at = `/messages/${i}`;
    if (!v.check(isObject(raw), at, 'A1: a message is an object')) return;
    const m = raw as Json;
    v.check(m.role === 'user' || m.role === 'assistant', `${at}/role`, 'A1: roles are only user and assistant');
    const prev = messages[i - 1];
    v.check(!isObject(prev) || prev.role !== m.role, at, 'A1: roles alternate (consecutive same-role turns merged)');
    content(m, at, v);
    if (m.role === 'assistant') pairing(messages, i, v);
    for (const [j, b] of arrayOf(m.content).entries()) {
      if (!isObject(b) || b.type !== 'tool_use') continue;
      v.check(
        typeof b.id === 'string' && SAFE_ID.test(b.id),
        `${at}/content/${j}/id`,
        'A10: tool_use id matches ^[a-zA-Z0-9_-]+$',
      );
      v.check(!ids.has(String(b.id)), `${at}/content/${j}/id`, 'A10: tool_use ids are unique in a request');
      v.check(
        typeof b.name === 'string' && SAFE_NAME.test(b.name),
        `${at}/content/${j}/name`,
        'A10: tool name matches ^[a-zA-Z0-9_-]{1,64}$',
      );
      v.check(isObject(b.input), `${at}/content/${j}/input`, 'A1: tool_use input is an object');
      ids.add(String(b.id));
    }
  });
  return v.list;
}

function system(raw: unknown, v: Violations): void {
  if (raw === undefined) return;
  const ok =
    nonBlank(raw) || (Array.isArray(raw) && raw.every((b) => isObject(b) && b.type === 'text' && nonBlank(b.text)));
  v.check(ok, '/system', 'A1: system is a non-empty string or text blocks');
}

function tools(raw: unknown, v: Violations): void {
  if (raw === undefined) return;
  arrayOf(raw).forEach((t, i) => {
    const ok = isObject(t) && typeof t.name === 'string' && SAFE_NAME.test(t.name);
    v.check(ok, `/tools/${i}/name`, 'A10: tool name matches ^[a-zA-Z0-9_-]{1,64}$');
    v.check(
      isObject(t) && isObject(t.input_schema) && t.input_schema.type === 'object',
      `/tools/${i}/input_schema`,
      'A1: input_schema is an object schema',
    );
  });
}

function content(m: Json, at: string, v: Violations): void {
  if (typeof m.content === 'string') {
    v.check(nonBlank(m.content), `${at}/content`, 'A8: content is not empty or whitespace-only');
    return;
  }
  const blocks = arrayOf(m.content);
  v.check(blocks.length > 0, `${at}/content`, 'A8: all messages must have non-empty content');
  const allowed = m.role === 'user' ? USER_BLOCKS : ASSISTANT_BLOCKS;
  blocks.forEach((b, j) => {
    const bt = `${at}/content/${j}`;
    if (!v.check(isObject(b) && typeof b.type === 'string', bt, 'A1: a block is an object with a type')) return;
    const block = b as Json;
    const type = String(block.type);
    v.check(
      allowed.has(type) || /_tool_result$/.test(type),
      `${bt}/type`,
      `A1: ${type} is not a ${String(m.role)} block`,
    );
    if (type === 'text')
      v.check(nonBlank(block.text), `${bt}/text`, 'A8: text content blocks must contain non-whitespace text');
    if (type === 'thinking')
      v.check(nonBlank(block.signature), `${bt}/signature`, 'A7: a thinking block carries its signature');
    if (type === 'image') image(block, bt, v);
    if (type === 'compaction')
      v.check(
        nonBlank(block.content),
        `${bt}/content`,
        'A1 (beta BetaCompactionBlockParam): empty content is not allowed',
      );
    if (type === 'tool_result') {
      for (const [k, inner] of arrayOf(block.content).entries()) {
        if (isObject(inner) && inner.type === 'image') image(inner, `${bt}/content/${k}`, v);
        if (isObject(inner) && inner.type === 'text')
          v.check(nonBlank(inner.text), `${bt}/content/${k}`, 'A8: non-empty text');
      }
    }
  });
}

function image(block: Json, at: string, v: Violations): void {
  const source = isObject(block.source) ? block.source : {};
  if (source.type === 'url')
    return void v.check(nonBlank(source.url), `${at}/source/url`, 'A5: a url source has a url');
  v.check(source.type === 'base64' && nonBlank(source.data), `${at}/source`, 'A1: base64 image data');
  v.check(
    MEDIA_TYPES.has(String(source.media_type)),
    `${at}/source/media_type`,
    'A1: media_type is jpeg, png, gif or webp',
  );
}

/** A6, A4: the next message is a user message whose first blocks are one tool_result per tool_use, and no others. */
function pairing(messages: unknown[], i: number, v: Violations): void {
  const calls = arrayOf((messages[i] as Json).content).flatMap((b) =>
    isObject(b) && b.type === 'tool_use' ? [String(b.id)] : [],
  );
  const next = messages[i + 1];
  const blocks = isObject(next) ? arrayOf(next.content) : [];
  const lead: string[] = [];
  for (const b of blocks) {
    if (!isObject(b) || b.type !== 'tool_result') break;
    lead.push(String(b.tool_use_id));
  }
  const results = blocks.filter((b) => isObject(b) && b.type === 'tool_result').length;
  const at = `/messages/${i + 1}`;
  if (calls.length === 0) {
    v.check(results === 0, at, 'A6: unexpected tool_use_id found in tool_result blocks (no tool_use before)');
    return;
  }
  v.check(
    isObject(next) && next.role === 'user',
    at,
    'A6: tool_use ids were found without tool_result blocks immediately after',
  );
  v.check(results === lead.length, at, 'A6: tool_result blocks come first in the user message, text after');
  v.check(
    calls.every((id) => lead.includes(id)),
    at,
    'A6: every tool_use has a tool_result in the next message',
  );
  v.check(
    lead.every((id) => calls.includes(id)),
    at,
    'A6: every tool_result answers a tool_use of the previous message',
  );
}
