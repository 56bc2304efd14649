/**
 * The LLM context's local token estimate, kept as entries extend the active path at its leaf: always what
 * estimateContextTokens gives for buildSessionContext's LLM messages, without rebuilding the whole window on every
 * append (at a 10k-entry window the rebuild was most of an append's CPU). The cleanup passes are not local (a tool
 * result answers a call anywhere before it; a failed turn is kept when the marker after it arrives, and takes the
 * results of its calls with it), so an extension recounts from the earliest message whose standing it can change:
 * the turns a new result answers, and the message before each (it gains a successor). Pure; mutates only itself.
 * Session messages are distinct objects, as parsed entries are.
 */
import { emitPath, providerOf, type BuildContextOptions } from '../session/build-context';
import { answeredContent, failedTurn, markedInterrupted } from '../session/context-cleanup';
import type { SessionEntry } from '../session/entries';
import { entryMessage } from '../session/entry-message';
import type { AgentMessage } from '../session/messages';
import { foldSettingsOver, type SettingsState } from '../session/session-settings';
import { estimateMessageTokens } from './tokens';

/** Entries that move the window or can change what it is rendered for: the tally does not follow them. */
const RESHAPING: ReadonlySet<SessionEntry['type']> = new Set(['compaction', 'reset_boundary', 'model_change']);

export class ContextTally {
  /** The path's messages before the cleanup passes, in order. */
  private readonly emitted: AgentMessage[] = [];
  /** Per message: its form after the dangling-call pass (undefined: it lost everything), and that form's estimate. */
  private readonly stripped: (AgentMessage | undefined)[] = [];
  private readonly estimates: number[] = [];
  /** Per message: whether the failed-turn pass drops it, and the tokens it adds to the total. */
  private readonly dropped: boolean[] = [];
  private readonly counted: number[] = [];
  /** Tool call id → the indexes of the tool results answering it. */
  private readonly results = new Map<string, number[]>();
  /** Tool call id → the turns that call it with nothing answering yet. */
  private readonly dangling = new Map<string, Set<number>>();
  /** Tool call id → how many dropped turns call it (their results go with them). */
  private readonly orphans = new Map<string, number>();
  private total = 0;

  private constructor(
    private settings: SettingsState,
    /** The provider a summary in the window is rendered for, when the path's model decides it (else undefined). */
    private readonly summaryProvider: { provider: string | undefined } | undefined,
  ) {}

  /** The tally of a path as buildSessionContext rebuilds it in LLM mode with these options. */
  static of(entries: readonly SessionEntry[], options: Omit<BuildContextOptions, 'mode'> = {}): ContextTally {
    const { settings, provider, emitted, summarized } = emitPath(entries, { ...options, mode: 'llm' });
    const tally = new ContextTally(settings, summarized && options.provider === undefined ? { provider } : undefined);
    tally.push(emitted.messages);
    return tally;
  }

  get tokens(): number {
    return this.total;
  }

  /**
   * Follows entries appended at the path's leaf, each the child of the one before. False, with nothing changed,
   * when one of them reshapes the context (a compaction, a reset, a model change, or an assistant of another
   * provider while a summary rendered for the path's provider is in the window): the caller then tallies afresh.
   */
  extend(entries: readonly SessionEntry[]): boolean {
    if (entries.some((e) => RESHAPING.has(e.type))) return false;
    const settings = foldSettingsOver(entries, this.settings);
    if (this.summaryProvider && providerOf(settings.models.default) !== this.summaryProvider.provider) return false;
    this.settings = settings;
    this.push(entries.flatMap((e) => entryMessage(e, 'llm') ?? []));
    return true;
  }

  private push(messages: readonly AgentMessage[]): void {
    const start = this.emitted.length;
    // The last message standing gains a successor, which decides whether a failed turn there is dropped.
    let from = this.standingBefore(start);
    for (const m of messages) {
      const i = this.emitted.push(m) - 1;
      this.stripped.push(undefined);
      this.estimates.push(0);
      this.dropped.push(false);
      this.counted.push(0);
      if (m.role !== 'toolResult') continue;
      const answering = this.results.get(m.toolCallId);
      if (answering) answering.push(i);
      else this.results.set(m.toolCallId, [i]);
      for (const turn of this.dangling.get(m.toolCallId) ?? []) from = Math.min(from, this.standingBefore(turn));
    }
    this.recount(from);
  }

  /** The last message before `index` that the dangling-call pass keeps, else `index` itself. */
  private standingBefore(index: number): number {
    for (let i = index - 1; i >= 0; i -= 1) if (this.stripped[i] !== undefined) return i;
    return index;
  }

  /** Both cleanup passes again from `from` on; before it, only tool results whose calls' turns changed. */
  private recount(from: number): void {
    const end = this.emitted.length;
    const reorphaned = new Set<string>();
    for (let i = from; i < end; i += 1) {
      const m = this.emitted[i]!;
      if (m.role !== 'assistant') continue;
      if (this.dropped[i]) this.orphan(this.stripped[i]!, -1, reorphaned);
      this.dropped[i] = false;
      for (const b of m.content) if (b.type === 'toolCall') this.forgetDangling(b.id, i);
    }
    for (let i = from; i < end; i += 1) {
      const form = this.strippedForm(i);
      if (form !== this.stripped[i]) {
        this.stripped[i] = form;
        this.estimates[i] = form ? estimateMessageTokens(form) : 0;
      }
    }
    let next: AgentMessage | undefined;
    for (let i = end - 1; i >= from; i -= 1) {
      const form = this.stripped[i];
      if (form === undefined) continue;
      if (failedTurn(form) && !markedInterrupted(next)) {
        this.dropped[i] = true;
        this.orphan(form, 1, reorphaned);
      }
      next = form;
    }
    for (let i = from; i < end; i += 1) this.count(i);
    for (const id of reorphaned) for (const r of this.results.get(id) ?? []) if (r < from) this.count(r);
  }

  /** The dangling-call pass on one message; a turn left with unanswered calls is listed under each. */
  private strippedForm(i: number): AgentMessage | undefined {
    const m = this.emitted[i]!;
    if (m.role !== 'assistant') return m;
    const content = answeredContent(m, this.results);
    if (content === m.content) return m;
    for (const b of m.content) if (b.type === 'toolCall' && !this.results.has(b.id)) this.addDangling(b.id, i);
    return content.length > 0 ? { ...m, content } : undefined;
  }

  private count(i: number): void {
    const form = this.stripped[i];
    const orphaned = form?.role === 'toolResult' && this.orphans.has(form.toolCallId);
    const tokens = form === undefined || this.dropped[i] || orphaned ? 0 : this.estimates[i]!;
    this.total += tokens - this.counted[i]!;
    this.counted[i] = tokens;
  }

  private orphan(turn: AgentMessage, delta: 1 | -1, crossed: Set<string>): void {
    if (turn.role !== 'assistant') return;
    for (const b of turn.content) {
      if (b.type !== 'toolCall') continue;
      const n = (this.orphans.get(b.id) ?? 0) + delta;
      if (n === 0) this.orphans.delete(b.id);
      else this.orphans.set(b.id, n);
      if (n === 0 || (n === 1 && delta === 1)) crossed.add(b.id);
    }
  }

  private addDangling(id: string, turn: number): void {
    const turns = this.dangling.get(id);
    if (turns) turns.add(turn);
    else this.dangling.set(id, new Set([turn]));
  }

  private forgetDangling(id: string, turn: number): void {
    const turns = this.dangling.get(id);
    if (!turns?.delete(turn) || turns.size > 0) return;
    this.dangling.delete(id);
  }
}
