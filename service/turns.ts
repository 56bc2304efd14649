/**
 * Appending a turn in the host's wire format: the posted `input` items and the provider's `response` (or the
 * failed call's `error`) decoded into session messages (core/formats), made into `message` entries with ids,
 * parents and timestamps of compactor's own (the first entry's parent is the active leaf the turn was decoded
 * against, the service clock dates them), and appended by the one append operation (entries.ts): same
 * idempotency, expectations, auto-compaction triggers and outcome. Bad input throws WireFormatError and writes
 * nothing.
 */
import { randomUUID } from 'node:crypto';
import { decodeTurn, openToolCalls, WireFormatError, type WireFormatName } from '../core/formats';
import type { StoredMessage } from '../core/session/messages';
import { loadContextInputs } from '../store/session-store';
import { replayed } from '../store/session-store/stream-guards';
import { withTenant } from '../store/with-tenant';
import { cachedContext } from './context';
import type { ServiceDeps } from './deps';
import { appendEntries, type AppendOutcome } from './entries';
import { StreamConflict } from './errors';
import { nativeTurnMessages } from './native-turn';
import { readWireFacts } from './wire-context';

type Ids = { tenantId: string; sessionId: string };

export interface TurnRequest {
  format: WireFormatName;
  /** The posted body: `{ input?, response?, error? }` in the format's shapes (validated by the decoder). */
  turn: unknown;
  idempotencyKey?: string;
  expectedSeq?: number;
  expectedLeaf?: string | null;
}

/** Appends racing this one make the turn's parent stale; it is decoded again on the new leaf this often. */
const ATTEMPTS = 3;

export async function appendTurn(deps: ServiceDeps, ids: Ids, request: TurnRequest): Promise<AppendOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const at = await turnPosition(deps, ids);
    expectPosition(ids.sessionId, request, at);
    let messages: StoredMessage[];
    try {
      messages = decode(request, at);
    } catch (error) {
      // A retry of a turn that was appended no longer decodes (its results answer calls now closed): it replays.
      if (error instanceof WireFormatError && (await isReplay(deps, ids, request.idempotencyKey))) {
        return appendEntries(deps, ids, { entries: [], idempotencyKey: request.idempotencyKey });
      }
      throw error;
    }
    try {
      return await appendEntries(deps, ids, {
        entries: turnEntries(messages, at.leafId, at.now),
        expectedSeq: at.lastSeq,
        ...(request.expectedLeaf !== undefined ? { expectedLeaf: request.expectedLeaf } : {}),
        ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
      });
    } catch (error) {
      if (!(error instanceof StreamConflict) || attempt >= ATTEMPTS) throw error;
    }
  }
}

interface TurnPosition {
  leafId: string | null;
  lastSeq: number;
  now: number;
  toolCalls: ReturnType<typeof openToolCalls>;
  model?: string;
  systemPrompt?: string;
}

/**
 * The branch the turn continues: its leaf and seq, the tool calls its results may answer (from the stored messages:
 * the LLM context drops the calls still awaiting results), the session's model and system prompt.
 */
async function turnPosition(deps: ServiceDeps, ids: Ids): Promise<TurnPosition> {
  const facts = await readWireFacts(deps.db, ids);
  const { branch } = deps.contextCache
    ? (await cachedContext(deps.db, ids, deps.contextCache, facts.version)).inputs
    : await loadContextInputs(deps.db, ids);
  const messages = branch.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []));
  return {
    leafId: branch.leafId,
    lastSeq: branch.lastSeq,
    now: Date.now(),
    toolCalls: openToolCalls(messages),
    ...(facts.model !== undefined ? { model: facts.model } : {}),
    ...(facts.agentConfig ? { systemPrompt: facts.agentConfig.systemPrompt } : {}),
  };
}

/** A seq the caller expects is checked against the position decoded on (the store then checks that position). */
function expectPosition(sessionId: string, request: TurnRequest, at: TurnPosition): void {
  if (request.expectedSeq === undefined || request.expectedSeq === at.lastSeq) return;
  throw new StreamConflict(`session ${sessionId} is at seq ${at.lastSeq}, expected ${request.expectedSeq}`, {
    sessionId,
    expected: request.expectedSeq,
    actual: at.lastSeq,
  });
}

function decode(request: TurnRequest, at: TurnPosition): StoredMessage[] {
  const messages =
    request.format === 'native'
      ? nativeTurnMessages(request.turn, at.now)
      : decodeTurn(request.format, request.turn as Parameters<typeof decodeTurn>[1], {
          timestamp: at.now,
          toolCalls: at.toolCalls,
          ...(at.model !== undefined ? { model: at.model } : {}),
          ...(at.systemPrompt !== undefined ? { systemPrompt: at.systemPrompt } : {}),
        });
  if (messages.length === 0) {
    throw new WireFormatError(request.format, '', 'a turn carries input items, a response or an error');
  }
  return messages;
}

async function isReplay(deps: ServiceDeps, ids: Ids, key: string | undefined): Promise<boolean> {
  if (key === undefined) return false;
  return withTenant(deps.db, ids.tenantId, async (tx) => (await replayed(tx, ids.sessionId, key)) !== undefined);
}

/** One `message` entry per message, each the child of the one before, the first a child of `leafId`. */
function turnEntries(messages: readonly StoredMessage[], leafId: string | null, now: number) {
  const timestamp = new Date(now).toISOString();
  let parentId = leafId;
  return messages.map((message) => {
    const id = randomUUID().replaceAll('-', '').slice(-16);
    const entry = { type: 'message' as const, id, parentId, timestamp, message };
    parentId = id;
    return entry;
  });
}
