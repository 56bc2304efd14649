/**
 * The repair pass every export shares, over the four-role messages (lower-messages.ts): each assistant turn with
 * tool calls becomes one exchange holding exactly one result per call, in call order, so no provider ever sees a
 * call without its result or a result without its call. Rules, one per case:
 * 1. A result answering a call of the open exchange joins it, wherever it sits before the next assistant turn.
 * 2. User or developer text between a tool turn and its results moves after the results.
 * 3. A call no result answers before the next assistant turn gets a placeholder error result (NO_RESULT).
 * 4. A result with no open call (orphaned by a cut or prune, or a duplicate) becomes user text naming its tool.
 * 5. Empty and whitespace-only text blocks are dropped; a message left with nothing is dropped.
 * 6. Call ids and tool names are sanitized (tool-ids.ts), ids unique within the request; a result keeps its call's.
 * Linear in the number of messages and blocks. Pure; never mutates input.
 */
import type { LlmMessage } from '../compaction/convert-to-llm';
import type {
  AssistantBlock,
  AssistantMessage,
  ImageBlock,
  TextBlock,
  ToolCallBlock,
  ToolResultMessage,
  UserContent,
} from '../session/messages';
import { ToolIdAllocator, wireToolName } from './tool-ids';

export const NO_RESULT = '(no result recorded)';
export const NO_OUTPUT = '(no output)';
/** The user text put first where a provider needs a user turn before the first assistant turn. */
export const LEADING_USER = '(The conversation continues from an earlier point.)';

export type InputBlock = TextBlock | ImageBlock;

export interface PreparedResult {
  id: string;
  name: string;
  content: InputBlock[];
  isError: boolean;
}

export interface InputTurn {
  kind: 'input';
  role: 'user' | 'developer';
  content: InputBlock[];
  /** The message's provider payload (a native replacement history on a compaction summary). */
  payload?: unknown;
}

export interface AssistantTurn {
  kind: 'assistant';
  message: AssistantMessage;
  /** Its blocks without empty text; tool calls carry their wire id and name. */
  content: AssistantBlock[];
  /** One per tool call of `content`, in the same order. */
  results: PreparedResult[];
}

export type PreparedTurn = InputTurn | AssistantTurn;

/**
 * A result's text blocks for a provider whose tool results are text only (its images are sent after the results):
 * at least one, so a result of images only still says where they went.
 */
export function resultTexts(result: PreparedResult): string[] {
  const texts = result.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
  return texts.length > 0 ? texts : [`[${result.content.length} image(s) below]`];
}

const visible = (block: InputBlock | AssistantBlock): boolean => block.type !== 'text' || block.text.trim() !== '';

function blocksOf(content: UserContent): InputBlock[] {
  if (typeof content === 'string') return content.trim() === '' ? [] : [{ type: 'text', text: content }];
  return content.every(visible) ? content : content.filter(visible);
}

const resultText = (m: ToolResultMessage): string =>
  m.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n') || NO_OUTPUT;

interface Exchange {
  turn: AssistantTurn;
  /** Raw call id → slots (in call order) still waiting for a result. */
  pending: Map<string, number[]>;
  deferred: InputTurn[];
}

export function pairToolTurns(messages: readonly LlmMessage[]): PreparedTurn[] {
  const pairing = new Pairing();
  for (const m of messages) {
    if (m.role === 'toolResult') pairing.result(m);
    else if (m.role === 'assistant') pairing.assistant(m);
    else pairing.input({ kind: 'input', role: m.role, content: blocksOf(m.content), ...payloadOf(m) });
  }
  pairing.close();
  return pairing.out;
}

class Pairing {
  readonly out: PreparedTurn[] = [];
  private readonly ids = new ToolIdAllocator();
  private open: Exchange | undefined;

  input(turn: InputTurn): void {
    if (turn.content.length === 0) return;
    if (this.open) this.open.deferred.push(turn);
    else this.out.push(turn);
  }

  result(m: ToolResultMessage): void {
    const open = this.open;
    const slot = open?.pending.get(m.toolCallId)?.shift();
    if (open && slot !== undefined) open.turn.results[slot] = answer(open.turn.content[slot] as ToolCallBlock, m);
    else this.input(orphaned(m));
  }

  assistant(m: AssistantMessage): void {
    this.close();
    const next = exchange(m, this.ids);
    if (next.pending.size > 0) this.open = next;
    else if (next.turn.content.length > 0) this.out.push(next.turn);
  }

  /** Ends the open exchange: placeholders for unanswered calls, then the results, then the deferred text. */
  close(): void {
    if (!this.open) return;
    const { turn, deferred } = this.open;
    turn.content.forEach((block, i) => {
      if (block.type === 'toolCall' && !turn.results[i]) {
        turn.results[i] = {
          id: block.id,
          name: block.name,
          content: [{ type: 'text', text: NO_RESULT }],
          isError: true,
        };
      }
    });
    turn.results = turn.results.filter(Boolean);
    this.out.push(turn, ...deferred);
    this.open = undefined;
  }
}

const payloadOf = (m: LlmMessage) =>
  'providerPayload' in m && m.providerPayload !== undefined ? { payload: m.providerPayload } : {};

function exchange(message: AssistantMessage, ids: ToolIdAllocator): Exchange {
  const pending = new Map<string, number[]>();
  const content: AssistantBlock[] = [];
  for (const block of message.content) {
    if (!visible(block)) continue;
    if (block.type !== 'toolCall') {
      content.push(block);
      continue;
    }
    const slots = pending.get(block.id) ?? [];
    slots.push(content.length);
    pending.set(block.id, slots);
    content.push({ ...block, id: ids.allocate(block.id), name: wireToolName(block.name) });
  }
  return { turn: { kind: 'assistant', message, content, results: [] }, pending, deferred: [] };
}

function answer(call: ToolCallBlock, m: ToolResultMessage): PreparedResult {
  const content = m.content.filter(visible);
  return {
    id: call.id,
    name: call.name,
    content: content.length > 0 ? content : [{ type: 'text', text: NO_OUTPUT }],
    isError: m.isError,
  };
}

function orphaned(m: ToolResultMessage): InputTurn {
  const images = m.content.filter((b): b is ImageBlock => b.type === 'image');
  const text: TextBlock = { type: 'text', text: `[Result of tool ${m.toolName}]\n${resultText(m)}` };
  return { kind: 'input', role: 'user', content: [text, ...images] };
}
