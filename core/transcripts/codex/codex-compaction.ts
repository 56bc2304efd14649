/**
 * A Codex `compacted` line → the fields of a compaction entry (wire-formats spec §5.3–5.4). Codex replaced its
 * history at that point, so the entry keeps nothing. With `replacement_history` (what Codex resumes from: a local
 * compaction's retained user messages and summary, or a remote compaction's items ending in the encrypted
 * `compaction` item) the items are preserved as `preserveData.openaiRemoteCompaction`, the shape the context rebuild
 * replays to the same provider (core/session/compaction-summary.ts); other providers read the summary (for a remote
 * compaction, whose summary is encrypted: a notice and the messages the history kept). Without it
 * (older Codex) the summary stands alone; Codex had re-sent the earlier user messages with it, which `details` notes.
 * Pure.
 */
import { isRaw, type Raw, type Reader } from '../transcript-lines';

/** The summary of a remote compaction, whose own summary is encrypted (compaction spec §7.4 wording). */
export const REMOTE_SUMMARY = 'Remote compaction preserved provider-native history for this session.';

export interface CodexCompactionContext {
  /** The session's model provider (`session_meta.model_provider`). */
  provider: string;
  /** The context size before, from the last token count. */
  tokensBefore: number;
}

export function codexCompactionFields(payload: Raw, r: Reader, context: CodexCompactionContext): Raw {
  const message = r.string(payload.message, '/payload/message');
  const raw = r.optionalArray(payload.replacement_history, '/payload/replacement_history');
  const history = raw?.map((item, i) => r.object(item, `/payload/replacement_history/${i}`));
  const common = { summary: message, tokensBefore: context.tokensBefore, method: 'native' };
  if (!history) return { ...common, details: { source: 'codex', userMessagesResent: true } };
  const compactionItem = [...history].reverse().find(isCompactionItem);
  return {
    ...common,
    summary: message !== '' ? message : remoteSummary(history),
    details: { source: 'codex' },
    preserveData: {
      openaiRemoteCompaction: {
        provider: context.provider,
        replacementHistory: history,
        ...(compactionItem ? { compactionItem } : {}),
      },
    },
  };
}

/**
 * A remote compaction's summary for readers of other providers: the fixed notice and the readable messages the
 * replacement history kept (the user's requests), since the summary itself is encrypted.
 */
function remoteSummary(history: readonly Raw[]): string {
  const texts = history.flatMap((item) => {
    if (item.type !== 'message' || !Array.isArray(item.content)) return [];
    const text = item.content.flatMap((p: unknown) => (isRaw(p) && typeof p.text === 'string' ? [p.text] : []));
    return text.length > 0 ? [`- ${String(item.role)}: ${text.join('\n')}`] : [];
  });
  return texts.length === 0 ? REMOTE_SUMMARY : `${REMOTE_SUMMARY} Messages kept with it:\n${texts.join('\n')}`;
}

const isCompactionItem = (item: Raw): boolean =>
  (item.type === 'compaction' && typeof item.encrypted_content === 'string') || item.type === 'compaction_summary';
