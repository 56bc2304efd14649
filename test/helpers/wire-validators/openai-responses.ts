/**
 * The OpenAI Responses request rules for `store: false` requests (wire-formats spec §3.3), each citing its source:
 * O2 = openai-node `resources/responses` types, O6 = validation errors seen in openai/openai-node#1567,
 * continuedev/continue#12620 and #10092, openai/openai-agents-python#673, vercel/ai#7543, openai/codex#8119, L3 =
 * compactor's native-history rules. Returns every violation found.
 */
import { arrayOf, isObject, nonBlank, SAFE_NAME, Violations, type Json, type Violation } from './rules';

const OUTPUTS = new Set(['function_call_output', 'custom_tool_call_output']);
const CALLS = new Set(['function_call', 'custom_tool_call']);

export function validateOpenAiResponses(request: unknown): Violation[] {
  const v = new Violations();
  if (!isObject(request)) return [{ path: '', rule: 'the request is an object' }];
  v.check(
    request.instructions === undefined || nonBlank(request.instructions),
    '/instructions',
    'O2: instructions is text',
  );
  arrayOf(request.tools).forEach((t, i) => {
    v.check(
      isObject(t) && typeof t.name === 'string' && SAFE_NAME.test(t.name),
      `/tools/${i}/name`,
      'O6: name must be at most 64 characters of [a-zA-Z0-9_-]',
    );
  });
  const items = arrayOf(request.input);
  v.check(items.length > 0, '/input', 'O2: input is a non-empty item list');
  const calls = new Map<string, number>();
  const answered = new Set<string>();
  items.forEach((raw, i) => {
    const at = `/input/${i}`;
    if (!v.check(isObject(raw), at, 'O2: an item is an object')) return;
    const item = raw as Json;
    const assistantSide = CALLS.has(String(item.type)) || item.type === 'reasoning' || item.role === 'assistant';
    const prev = items[i - 1];
    const prevAssistantSide =
      isObject(prev) && (CALLS.has(String(prev.type)) || prev.type === 'reasoning' || prev.role === 'assistant');
    if ((assistantSide && !prevAssistantSide) || (item.type === 'message' && item.role !== 'assistant')) {
      pendingBefore(calls, answered, at, v);
    }
    v.check(
      item.type === 'reasoning' || item.id === undefined,
      `${at}/id`,
      "O6: with store:false items are not persisted, so no item ids (Item with id '…' not found)",
    );
    v.check(item.type !== 'item_reference', `${at}/type`, 'O6: no item_reference with store:false');
    if (CALLS.has(String(item.type))) {
      v.check(
        nonBlank(item.call_id) && !calls.has(String(item.call_id)),
        `${at}/call_id`,
        'O2: a call has a unique call_id',
      );
      v.check(
        typeof item.name === 'string' && SAFE_NAME.test(item.name),
        `${at}/name`,
        'O6: tool names match ^[a-zA-Z0-9_-]{1,64}$',
      );
      calls.set(String(item.call_id), i);
    } else if (OUTPUTS.has(String(item.type))) {
      const id = String(item.call_id);
      v.check(calls.has(id), `${at}/call_id`, `O6: No tool call found for function call output with call_id ${id}`);
      answered.add(id);
    } else if (item.type === 'reasoning') {
      v.check(
        nonBlank(item.encrypted_content),
        `${at}/encrypted_content`,
        'O6: with store:false a reasoning item carries encrypted_content',
      );
      const next = items[i + 1];
      const follows =
        isObject(next) &&
        (next.type === 'message' || CALLS.has(String(next.type))) &&
        (next.type !== 'message' || next.role === 'assistant');
      v.check(follows, at, "O6: Item of type 'reasoning' was provided without its required following item");
    } else if (item.type === 'compaction') {
      v.check(
        nonBlank(item.encrypted_content),
        `${at}/encrypted_content`,
        'L3: a compaction item carries its encrypted content',
      );
    } else message(item, at, v);
  });
  for (const [id, i] of calls)
    v.check(answered.has(id), `/input/${i}`, `O6: No tool output found for function call ${id}`);
  return v.list;
}

/** O6: every call is answered before the next user message or the next assistant turn. */
function pendingBefore(calls: Map<string, number>, answered: Set<string>, at: string, v: Violations): void {
  for (const [id] of calls)
    v.check(answered.has(id), at, `O6: function call ${id} is answered before the next assistant turn`);
}

function message(item: Json, at: string, v: Violations): void {
  v.check(
    item.type === 'message' || item.type === undefined,
    `${at}/type`,
    `O2: ${String(item.type)} is an input item type`,
  );
  v.check(['user', 'assistant', 'system', 'developer'].includes(String(item.role)), `${at}/role`, 'O2: message roles');
  if (typeof item.content === 'string')
    return void v.check(nonBlank(item.content), `${at}/content`, 'O2: content is not empty');
  const parts = arrayOf(item.content);
  v.check(parts.length > 0, `${at}/content`, 'O2: content is not empty');
  parts.forEach((p, j) => {
    const ok =
      isObject(p) &&
      ((p.type === 'input_text' && nonBlank(p.text)) || (p.type === 'input_image' && nonBlank(p.image_url)));
    v.check(ok, `${at}/content/${j}`, 'O2: input parts are non-empty input_text or input_image');
  });
}
