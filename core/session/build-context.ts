/**
 * Context rebuild (compaction spec §10): the messages an LLM sees for a leaf, or the display transcript (full or
 * collapsed), from the entries of the active path. With a `settingsBase` the entries may start at the latest
 * compaction's kept region instead of the root, which is all the store loads. A reverted compaction (`reverted`,
 * folded in by the store) is no compaction for the rebuild: the latest standing one is, and the transcript shows the
 * reverted one as such. Pure and deterministic.
 */
import { anthropicExactTail } from './anthropic-compaction';
import { compactionSummaryMessage, remoteReplacement, type FrameResolver } from './compaction-summary';
import { dropFailedTurns, stripDanglingToolCalls } from './context-cleanup';
import type { CompactionEntry, SessionEntry } from './entries';
import { entryMessage, type ContextMode } from './entry-message';
import type { AgentMessage } from './messages';
import { pathToLeaf } from './session-path';
import { foldSettingsOver, type SettingsState } from './session-settings';

export interface BuildContextOptions {
  /** null → empty context; undefined or unknown → the last entry. */
  leafId?: string | null;
  mode?: ContextMode;
  /** Transcript modes only: keep tool calls that no result answers. */
  keepDanglingToolCalls?: boolean;
  /** Settings already folded over the path up to and including `throughEntryId` (a compaction entry). */
  settingsBase?: { state: SettingsState; throughEntryId: string };
  resolveFrame?: FrameResolver;
  /**
   * The provider the LLM context is for (default: the provider of the path's default model). A compaction whose
   * provider-native replacement history it can replay stands in for its kept messages; for another provider the
   * summary stays plain and the kept messages are sent (compaction spec §7.4).
   */
  provider?: string;
}

export interface SessionContext {
  messages: AgentMessage[];
  thinkingLevel: string;
  configuredThinkingLevel: string | null;
  serviceTier: Record<string, string> | null;
  models: Record<string, string>;
  injectedTtsrRules: string[];
  mode: string;
  modeData: unknown;
  /** Transcript modes: per message, whether a cache miss is explained (first assistant after a change). */
  cacheMissExplainedAt?: boolean[];
}

type Item = { entry: SessionEntry } | { summary: CompactionEntry; superseded: boolean; reverted?: boolean };

export function buildSessionContext(entries: readonly SessionEntry[], options: BuildContextOptions = {}) {
  const mode = options.mode ?? 'llm';
  const { settings, emitted } = emitPath(entries, options);
  const transcript = mode !== 'llm';
  let messages =
    transcript && options.keepDanglingToolCalls
      ? emitted.messages
      : stripDanglingToolCalls(emitted.messages, transcript);
  if (!transcript) messages = dropFailedTurns(messages);
  const context: SessionContext = {
    messages,
    thinkingLevel: settings.thinkingLevel,
    configuredThinkingLevel: settings.configuredThinkingLevel,
    serviceTier: settings.serviceTier,
    models: settings.models,
    injectedTtsrRules: settings.injectedTtsrRules,
    mode: settings.mode,
    modeData: settings.modeData,
  };
  if (transcript) context.cacheMissExplainedAt = emitted.cacheMiss;
  return context;
}

/**
 * The path's settings and the messages its entries emit, before the cleanup passes (spec §10 steps 1–5), with the
 * provider the context is rendered for and whether a compaction's summary is among them (the provider then shapes it).
 */
export function emitPath(entries: readonly SessionEntry[], options: BuildContextOptions = {}) {
  const mode = options.mode ?? 'llm';
  const path = pathToLeaf(entries, options.leafId);
  const settings = pathSettings(path, options.settingsBase);
  const provider = options.provider ?? providerOf(settings.models.default);
  const items = selectItems(path, mode, provider);
  const emitted = emit(items, mode, { resolveFrame: options.resolveFrame, provider });
  return { settings, provider, emitted, summarized: items.some((item) => 'summary' in item) };
}

function pathSettings(path: SessionEntry[], base: BuildContextOptions['settingsBase']): SettingsState {
  if (!base) return foldSettingsOver(path);
  const through = path.findIndex((e) => e.id === base.throughEntryId);
  return foldSettingsOver(through < 0 ? path : path.slice(through + 1), base.state);
}

function lastIndexOfType(path: SessionEntry[], type: SessionEntry['type']): number {
  for (let i = path.length - 1; i >= 0; i -= 1) if (path[i]!.type === type) return i;
  return -1;
}

/** The latest compaction on the path that was not reverted (-1: none). */
function latestStanding(path: SessionEntry[]): number {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const entry = path[i]!;
    if (entry.type === 'compaction' && entry.reverted !== true) return i;
  }
  return -1;
}

const isReverted = (entry: SessionEntry) => entry.type === 'compaction' && entry.reverted === true;

/** The provider part of a `provider/id` reference. */
export const providerOf = (ref: string | undefined): string | undefined =>
  ref && ref.includes('/') ? ref.slice(0, ref.indexOf('/')) : undefined;

function selectItems(path: SessionEntry[], mode: ContextMode, provider: string | undefined): Item[] {
  const c = latestStanding(path);
  // A reverted compaction contributes nothing to the context: its entry is skipped like any other non-message.
  const asItems = (slice: SessionEntry[]): Item[] => slice.filter((e) => !isReverted(e)).map((entry) => ({ entry }));
  if (mode === 'transcript') {
    return path.map((entry, i) =>
      entry.type !== 'compaction'
        ? { entry }
        : entry.reverted === true
          ? { summary: entry, superseded: false, reverted: true }
          : { summary: entry, superseded: i !== c },
    );
  }
  const reset = lastIndexOfType(path, 'reset_boundary');
  if (reset > c) return asItems(path.slice(reset + 1));
  if (c < 0) return asItems(path);
  const compaction = path[c] as CompactionEntry;
  const firstKept = path.findIndex((e, i) => i < c && e.id === compaction.firstKeptEntryId);
  const kept = asItems(firstKept < 0 ? [] : path.slice(firstKept, c));
  const summary: Item = { summary: compaction, superseded: false };
  const post = asItems(path.slice(c + 1));
  if (mode === 'collapsed') return [...kept, summary, ...post];
  return [summary, ...(remoteReplacement(compaction, provider) ? [] : kept), ...post];
}

function emit(items: Item[], mode: ContextMode, summaryOptions: { resolveFrame?: FrameResolver; provider?: string }) {
  const messages: AgentMessage[] = [];
  const cacheMiss: boolean[] = [];
  let pendingMiss = false;
  let lastModel: string | undefined;
  for (const item of items) {
    if ('summary' in item) {
      const flags = { superseded: item.superseded, reverted: item.reverted };
      messages.push(compactionSummaryMessage(item.summary, { ...flags, ...summaryOptions }));
      cacheMiss.push(false);
      // The messages an Anthropic server compaction held back follow its summary, for every provider.
      const tail = mode === 'llm' && !item.superseded && !item.reverted ? anthropicExactTail(item.summary) : [];
      for (const held of tail) {
        messages.push(held);
        cacheMiss.push(false);
      }
      pendingMiss = true;
      continue;
    }
    if (item.entry.type === 'model_change' || item.entry.type === 'mode_change') pendingMiss = true;
    const message = entryMessage(item.entry, mode);
    if (!message) continue;
    let miss = false;
    if (message.role === 'assistant') {
      const model = `${message.provider ?? ''}/${message.model ?? ''}`;
      miss = pendingMiss || (lastModel !== undefined && lastModel !== model);
      pendingMiss = false;
      lastModel = model;
    }
    messages.push(message);
    cacheMiss.push(miss);
  }
  return { messages, cacheMiss };
}
