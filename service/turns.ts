/**
 * Appending a turn in the host's wire format: the posted `input` items and the provider's `response` (or the
 * failed call's `error`) decoded into session messages (core/formats) and made into `message` entries with ids,
 * parents and timestamps of compactor's own, by the one append operation (entries.ts): same idempotency,
 * expectations, auto-compaction triggers and outcome. The turn is decoded under the session's row lock, against
 * the position the append continues (its leaf, its open tool calls, the session's model and system prompt), so no
 * concurrent append can make its parent stale; a replayed idempotency key answers before anything is decoded. Bad
 * input throws WireFormatError and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { decodeTurn, openToolCalls, WireFormatError, type WireFormatName } from '../core/formats';
import type { AgentConfig } from '../core/session/agent-config';
import type { StoredMessage } from '../core/session/messages';
import { storedSettings } from '../core/session/session-settings-schema';
import type { AppendPosition } from '../store/session-store';
import type { ContextCache } from './context-cache';
import type { ServiceDeps } from './deps';
import { appendEntries, type AppendOutcome } from './entries';
import { nativeTurnMessages } from './native-turn';

type Ids = { tenantId: string; sessionId: string };

export interface TurnRequest {
  format: WireFormatName;
  /** The posted body: `{ input?, response?, error? }` in the format's shapes (validated by the decoder). */
  turn: unknown;
  idempotencyKey?: string;
  expectedSeq?: number;
  expectedLeaf?: string | null;
}

export function appendTurn(deps: ServiceDeps, ids: Ids, request: TurnRequest): Promise<AppendOutcome> {
  return appendEntries(deps, ids, {
    entries: async (at) => turnEntries(request, at, await openCalls(deps.contextCache, ids, at)),
    ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
    ...(request.expectedSeq !== undefined ? { expectedSeq: request.expectedSeq } : {}),
    ...(request.expectedLeaf !== undefined ? { expectedLeaf: request.expectedLeaf } : {}),
  });
}

/**
 * The tool calls the turn's results may answer: those of the stored messages on the active branch that no result
 * answers yet (the LLM context drops them, so the branch is read, not the context). The server's cached branch when
 * it is at the locked version, else the branch read in the append's transaction.
 */
async function openCalls(cache: ContextCache | undefined, ids: Ids, at: AppendPosition) {
  const branch =
    cache?.at(ids, { lastSeq: at.lastSeq, incarnation: at.incarnation })?.branch ?? (await at.loadBranch());
  return openToolCalls(branch.entries.flatMap((e) => (e.type === 'message' ? [e.message] : [])));
}

/** The decoded messages as one `message` entry each, each the child of the one before, the first of the leaf. */
function turnEntries(request: TurnRequest, at: AppendPosition, toolCalls: ReturnType<typeof openToolCalls>) {
  const now = Date.now();
  const timestamp = new Date(now).toISOString();
  let parentId = at.leafId;
  return decode(request, at, { now, toolCalls }).map((message) => {
    const id = randomUUID().replaceAll('-', '').slice(-16);
    const entry = { type: 'message' as const, id, parentId, timestamp, message };
    parentId = id;
    return entry;
  });
}

function decode(
  request: TurnRequest,
  at: AppendPosition,
  context: { now: number; toolCalls: ReturnType<typeof openToolCalls> },
): StoredMessage[] {
  const model = storedSettings(at.settings).model;
  const systemPrompt = (at.agentConfig as AgentConfig | null)?.systemPrompt;
  const messages =
    request.format === 'native'
      ? nativeTurnMessages(request.turn, context.now)
      : decodeTurn(request.format, request.turn as Parameters<typeof decodeTurn>[1], {
          timestamp: context.now,
          toolCalls: context.toolCalls,
          ...(model !== undefined ? { model } : {}),
          ...(systemPrompt !== undefined ? { systemPrompt } : {}),
        });
  if (messages.length === 0) {
    throw new WireFormatError(request.format, '', 'a turn carries input items, a response or an error');
  }
  return messages;
}
