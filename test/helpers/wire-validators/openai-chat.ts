/**
 * The OpenAI Chat Completions request rules (wire-formats spec §3.2), each citing its source: O1 = openai-node
 * `resources/chat/completions` types, O3 = the images-vision guide, O4 = validation errors seen in
 * BerriAI/litellm#10083, miurla/morphic#136, mrexodia/ida-pro-mcp#129, ravitemer/mcphub.nvim#243. Returns every
 * violation found.
 */
import { arrayOf, isObject, nonBlank, SAFE_NAME, Violations, type Json, type Violation } from './rules';

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const IMAGE_URL = /^(https?:\/\/|data:image\/(png|jpeg|webp|gif);base64,)/;

export function validateOpenAiChat(request: unknown): Violation[] {
  const v = new Violations();
  if (!isObject(request)) return [{ path: '', rule: 'the request is an object' }];
  arrayOf(request.tools).forEach((t, i) => {
    const fn = isObject(t) && isObject(t.function) ? t.function : {};
    v.check(isObject(t) && t.type === 'function', `/tools/${i}/type`, 'O1: a tool is a function tool');
    v.check(
      typeof fn.name === 'string' && SAFE_NAME.test(fn.name),
      `/tools/${i}/function/name`,
      'O4: function names match ^[a-zA-Z0-9_-]{1,64}$',
    );
  });
  const messages = arrayOf(request.messages);
  v.check(messages.length > 0, '/messages', 'O1: messages is a non-empty array');
  let open: string[] = [];
  messages.forEach((raw, i) => {
    const at = `/messages/${i}`;
    if (
      !v.check(
        isObject(raw) && ROLES.has(String(raw.role)),
        `${at}/role`,
        'O1: role is system, developer, user, assistant or tool',
      )
    )
      return;
    const m = raw as Json;
    if (m.role === 'tool') {
      const id = String(m.tool_call_id);
      v.check(
        open.includes(id),
        `${at}/tool_call_id`,
        "O4: messages with role 'tool' must be a response to a preceding message with 'tool_calls'",
      );
      open = open.filter((x) => x !== id);
      v.check(
        typeof m.content === 'string' || arrayOf(m.content).every((p) => isObject(p) && p.type === 'text'),
        `${at}/content`,
        'O1: tool content is text only',
      );
      return;
    }
    v.check(
      open.length === 0,
      at,
      `O4: an assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id' (missing: ${open.join(', ')})`,
    );
    open = [];
    if (m.role === 'assistant') open = assistant(m, at, v);
    else content(m, at, v);
  });
  v.check(open.length === 0, '/messages', `O4: tool_call_ids without response messages: ${open.join(', ')}`);
  return v.list;
}

function assistant(m: Json, at: string, v: Violations): string[] {
  const calls = arrayOf(m.tool_calls);
  const hasText = nonBlank(m.content) || arrayOf(m.content).some((p) => isObject(p) && nonBlank(p.text));
  v.check(hasText || calls.length > 0, `${at}/content`, 'O1: an assistant message has content or tool_calls');
  const ids: string[] = [];
  calls.forEach((c, j) => {
    const fn = isObject(c) && isObject(c.function) ? c.function : {};
    v.check(
      isObject(c) && c.type === 'function' && nonBlank(c.id),
      `${at}/tool_calls/${j}`,
      'O1: a tool call has an id and type function',
    );
    v.check(
      typeof fn.name === 'string' && SAFE_NAME.test(fn.name),
      `${at}/tool_calls/${j}/function/name`,
      'O4: function names match ^[a-zA-Z0-9_-]{1,64}$',
    );
    v.check(
      typeof fn.arguments === 'string',
      `${at}/tool_calls/${j}/function/arguments`,
      'O1: arguments is a JSON string',
    );
    ids.push(String(isObject(c) ? c.id : ''));
  });
  return ids;
}

function content(m: Json, at: string, v: Violations): void {
  if (typeof m.content === 'string')
    return void v.check(nonBlank(m.content), `${at}/content`, 'O1: content is not empty');
  const parts = arrayOf(m.content);
  v.check(parts.length > 0, `${at}/content`, 'O1: content is not empty');
  parts.forEach((p, j) => {
    const pt = `${at}/content/${j}`;
    if (!isObject(p)) return void v.add(pt, 'O1: a content part is an object');
    if (p.type === 'text') return void v.check(nonBlank(p.text), pt, 'O1: text parts are not empty');
    v.check(m.role === 'user' && p.type === 'image_url', `${pt}/type`, 'O1: only user messages carry image parts');
    const url = isObject(p.image_url) ? p.image_url.url : undefined;
    v.check(
      typeof url === 'string' && IMAGE_URL.test(url),
      `${pt}/image_url/url`,
      'O3: an https URL or a png/jpeg/webp/gif data URL',
    );
  });
}
