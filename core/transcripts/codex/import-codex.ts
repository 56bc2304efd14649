/**
 * A Codex CLI rollout → session entries (wire-formats spec §5.3–5.4; deviations in docs/formats.md, "Importing
 * transcripts"). Only the lines that change Codex's history on resume count: `response_item`, `compacted` and the
 * `thread_rolled_back` event; `turn_context` gives the model and effort, `token_count` the usage. The algorithm:
 * 1. the first line is `session_meta` → the header (the base instructions are the system prompt, not a message);
 * 2. consecutive assistant items (reasoning, messages, calls) form one assistant turn, closed by the next input,
 *    tool output, compaction, turn context or rollback, or by the next assistant item after its usage arrived;
 *    `token_count` gives the open turn its usage, `turn_aborted` marks it aborted;
 * 3. a `compacted` line → a compaction entry that keeps nothing (codex-compaction.ts);
 * 4. `thread_rolled_back` moves the leaf before the Nth-last user message (never past the latest compaction, whose
 *    replaced history is not entries here), so what follows starts a branch there;
 * 5. a model or effort change in `turn_context` → `model_change` / `thinking_level_change`.
 * Entry ids are derived from line numbers (rollouts carry no item ids). Pure and deterministic.
 */
import type { SessionHeader } from '../../session/entries';
import type { AssistantBlock, AssistantMessage, Usage } from '../../session/messages';
import { CURRENT_SESSION_VERSION, legacyEntryId } from '../../session/session-file';
import { namingLine, readOrSkip, type SkippedLine } from '../bad-lines';
import { derivedId, EntryChain, type TranscriptImport } from '../entry-chain';
import { isoTime, transcriptReader, type Raw, type TranscriptLine } from '../transcript-lines';
import { BUILTIN_ITEMS_TYPE } from '../../formats/openai-responses/decode';
import { codexCompactionFields } from './codex-compaction';
import { responseItemPiece } from './response-item';
import { lastRequestUsage } from './token-count';
import { rollBack } from './roll-back';

interface OpenTurn {
  id: string;
  line: number;
  timestamp: string;
  blocks: AssistantBlock[];
  builtins: Raw[];
  usage?: Usage;
  aborted?: boolean;
}

interface Rollout {
  chain: EntryChain;
  header?: SessionHeader;
  provider: string;
  model?: string;
  effort?: string;
  turn?: OpenTurn;
  /** Tool name per call id, for naming outputs. */
  calls: Map<string, string>;
  /** The prompt size of the last request: a compaction's tokensBefore. */
  tokens: number;
}

export function importCodex(lines: readonly TranscriptLine[], skipped?: SkippedLine[]): TranscriptImport {
  const rollout: Rollout = { chain: new EntryChain(skipped), provider: 'openai', calls: new Map(), tokens: 0 };
  for (const { line, value } of lines) readOrSkip(skipped, line, () => readLine(rollout, line, value));
  closeTurn(rollout);
  const header = rollout.header ?? namingLine(lines[0]?.line ?? 1, () => r.fail('/type', 'no session_meta line'));
  return { header, ...rollout.chain.result() };
}

const r = transcriptReader('codex');

function readLine(rollout: Rollout, line: number, value: Raw): void {
  const type = r.string(value.type, '/type');
  const timestamp = isoTime(r, value.timestamp, '/timestamp');
  const payload = r.object(value.payload, '/payload');
  if (!rollout.header) {
    if (type !== 'session_meta') r.fail('/type', 'a Codex rollout starts with its session_meta line');
    return void (rollout.header = headerOf(rollout, payload, timestamp));
  }
  const at: At = { id: legacyEntryId(line), timestamp, line };
  if (type === 'turn_context') return turnContext(rollout, at, payload);
  if (type === 'response_item') return responseItem(rollout, at, payload);
  if (type === 'compacted') {
    closeTurn(rollout);
    const fields = codexCompactionFields(payload, r, { provider: rollout.provider, tokensBefore: rollout.tokens });
    rollout.chain.append({ type: 'compaction', id: at.id, timestamp, firstKeptEntryId: at.id, ...fields }, line);
    return;
  }
  if (type === 'event_msg') return eventMessage(rollout, payload);
}

interface At {
  id: string;
  timestamp: string;
  line: number;
}

function turnContext(rollout: Rollout, at: At, payload: Raw): void {
  closeTurn(rollout);
  const model = r.string(payload.model, '/payload/model');
  const effort = r.optionalString(payload.effort, '/payload/effort');
  if (model !== rollout.model) {
    const ref = `${rollout.provider}/${model}`;
    rollout.chain.append({ type: 'model_change', id: at.id, timestamp: at.timestamp, model: ref }, at.line);
    rollout.model = model;
  }
  if (effort !== rollout.effort) {
    const thinkingLevel = effort === undefined || effort === 'none' ? 'off' : effort;
    const id = derivedId(at.id, 1);
    rollout.chain.append({ type: 'thinking_level_change', id, timestamp: at.timestamp, thinkingLevel }, at.line);
    rollout.effort = effort;
  }
}

function responseItem(rollout: Rollout, at: At, payload: Raw): void {
  const piece = responseItemPiece(payload, r);
  const time = Date.parse(at.timestamp);
  if (piece.kind === 'assistant') {
    if (rollout.turn?.usage) closeTurn(rollout);
    const turn = (rollout.turn ??= { id: at.id, line: at.line, timestamp: at.timestamp, blocks: [], builtins: [] });
    turn.blocks.push(...piece.blocks);
    if (piece.builtin) turn.builtins.push(piece.builtin);
    for (const block of piece.blocks) if (block.type === 'toolCall') rollout.calls.set(block.id, block.name);
    return;
  }
  if (piece.kind === 'none') return;
  closeTurn(rollout);
  if (piece.kind === 'input') {
    const message = { role: piece.role, content: piece.content, timestamp: time };
    rollout.chain.append({ type: 'message', id: at.id, timestamp: at.timestamp, message }, at.line);
    return;
  }
  const toolName = rollout.calls.get(piece.callId);
  if (toolName === undefined) r.fail('/payload/call_id', `${piece.callId} answers no call in this rollout`);
  const message = {
    role: 'toolResult',
    toolCallId: piece.callId,
    toolName,
    content: piece.content,
    isError: piece.isError,
    timestamp: time,
  };
  rollout.chain.append({ type: 'message', id: at.id, timestamp: at.timestamp, message }, at.line);
}

function eventMessage(rollout: Rollout, payload: Raw): void {
  const type = r.string(payload.type, '/payload/type');
  if (type === 'token_count') {
    const usage = lastRequestUsage(payload);
    if (!usage) return;
    rollout.tokens = usage.totalTokens ?? rollout.tokens;
    if (rollout.turn) rollout.turn.usage = usage;
  } else if (type === 'turn_aborted') {
    if (rollout.turn) rollout.turn.aborted = true;
  } else if (type === 'thread_rolled_back') {
    closeTurn(rollout);
    const turns = r.optionalNumber(payload.num_turns, '/payload/num_turns') ?? 0;
    rollout.chain.moveLeaf(rollBack(rollout.chain.pathFromLeaf(), turns));
  }
}

function closeTurn(rollout: Rollout): void {
  const turn = rollout.turn;
  if (!turn) return;
  rollout.turn = undefined;
  const calls = turn.blocks.some((b) => b.type === 'toolCall');
  const message: AssistantMessage = {
    role: 'assistant',
    content: turn.blocks,
    api: 'openai-responses',
    provider: rollout.provider,
    ...(rollout.model !== undefined ? { model: rollout.model } : {}),
    ...(turn.usage ? { usage: turn.usage } : {}),
    stopReason: turn.aborted ? 'aborted' : calls ? 'toolUse' : 'stop',
    ...(turn.builtins.length > 0 ? { providerPayload: { type: BUILTIN_ITEMS_TYPE, items: turn.builtins } } : {}),
    timestamp: Date.parse(turn.timestamp),
  };
  rollout.chain.append({ type: 'message', id: turn.id, timestamp: turn.timestamp, message }, turn.line);
}

function headerOf(rollout: Rollout, meta: Raw, timestamp: string): SessionHeader {
  rollout.provider = r.optionalString(meta.model_provider, '/payload/model_provider') ?? 'openai';
  const base = meta.base_instructions;
  const instructions = typeof base === 'object' && base !== null ? (base as Raw).text : (base ?? meta.instructions);
  const header: SessionHeader = {
    type: 'session',
    version: CURRENT_SESSION_VERSION,
    id: r.string(meta.id, '/payload/id'),
    timestamp: r.optionalString(meta.timestamp, '/payload/timestamp') ?? timestamp,
    importedFrom: 'codex',
    modelProvider: rollout.provider,
  };
  const fields: [string, unknown][] = [
    ['cwd', meta.cwd],
    ['originator', meta.originator],
    ['codexVersion', meta.cli_version],
    ['instructions', instructions],
  ];
  for (const [key, value] of fields) if (typeof value === 'string') header[key] = value;
  return header;
}
