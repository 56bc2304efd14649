/**
 * A turn in the `native` format: `input` is stored messages (user, toolResult, developer, custom, …) and `response`
 * the assistant message, as the session format stores them; a failed call is an assistant message with stopReason
 * `error` (there is no provider error body to classify). Each message is checked against the store's message
 * schema, a failure named by its JSON pointer, and dated by the service clock like every decoded turn.
 */
import { WireFormatError } from '../core/formats';
import { storedMessageSchema } from '../core/session/message-schema';
import type { StoredMessage } from '../core/session/messages';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function nativeTurnMessages(turn: unknown, now: number): StoredMessage[] {
  if (!isObject(turn)) throw new WireFormatError('native', '', 'must be an object');
  if (turn.error !== undefined) {
    throw new WireFormatError(
      'native',
      '/error',
      'a native turn posts a failed call as a response with stopReason error',
    );
  }
  if (turn.input !== undefined && !Array.isArray(turn.input)) {
    throw new WireFormatError('native', '/input', 'must be an array of messages');
  }
  const items: [unknown, string][] = ((turn.input as unknown[] | undefined) ?? []).map((m, i) => [m, `/input/${i}`]);
  if (turn.response !== undefined) {
    if (!isObject(turn.response) || turn.response.role !== 'assistant') {
      throw new WireFormatError('native', '/response/role', 'must be an assistant message');
    }
    items.push([turn.response, '/response']);
  }
  return items.map(([raw, pointer]) => message(raw, pointer, now));
}

function message(raw: unknown, pointer: string, now: number): StoredMessage {
  const parsed = storedMessageSchema.safeParse(isObject(raw) ? { ...raw, timestamp: now } : raw);
  if (parsed.success) return parsed.data as StoredMessage;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map((p) => `/${String(p)}`).join('');
  throw new WireFormatError('native', `${pointer}${path}`, issue.message);
}
