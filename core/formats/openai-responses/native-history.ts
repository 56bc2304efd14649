/**
 * The input of OpenAI `/responses/compact` (compaction spec §7.2): the previous compaction's replacement history
 * when the same provider made it, else the previous summary as the model saw it; a snapcompact archive's source
 * text; then this compaction's messages, as the openai-responses export sends them to that model (the same
 * encoder and repair rules as a context read: every call answered, no item ids, reasoning only with its
 * encrypted content and only the model's own). Pure.
 */
import type { AgentMessage } from '../../session/messages';
import { DEFAULT_IMAGE_CAPS } from '../images';
import { prepareTurns } from '../prepare';
import { isObject } from '../read';
import { encodeOpenAiResponses } from './encode';
import { replayedItem } from './items';
import type { ResponsesInputItem } from './types';

/** What came before this compaction's messages: the previous compaction's preserved native history or summary. */
export interface NativeBase {
  /** The previous compaction's `preserveData.openaiRemoteCompaction`. */
  preserved?: unknown;
  /** The previous summary the model saw (used when no replayable native history stands in for it). */
  previousSummary?: string;
  /** A previous snapcompact archive's source text (spec §7.5), sent as an extra first user message. */
  archivedText?: string;
}

/** The request input for `model` (`provider/id`), whose provider decides which replacement history is replayed. */
export function nativeInput(model: string, base: NativeBase, messages: readonly AgentMessage[]): ResponsesInputItem[] {
  const provider = model.includes('/') ? model.slice(0, model.indexOf('/')) : model;
  const prior = isObject(base.preserved) ? base.preserved : undefined;
  const history =
    prior && prior.provider === provider && Array.isArray(prior.replacementHistory)
      ? prior.replacementHistory.flatMap(replayedItem)
      : [];
  const lead: AgentMessage[] = [];
  if (history.length === 0 && base.previousSummary) {
    lead.push({ role: 'compactionSummary', summary: base.previousSummary, tokensBefore: 0, timestamp: 0 });
  }
  if (base.archivedText) lead.push({ role: 'user', content: base.archivedText, timestamp: 0 });
  const turns = prepareTurns([...lead, ...messages], DEFAULT_IMAGE_CAPS['openai-responses']);
  return [...history, ...encodeOpenAiResponses(turns, { target: model }).input];
}
