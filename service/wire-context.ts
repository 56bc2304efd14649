/**
 * Reading the context in a provider's wire format (core/formats): the LLM context of the active leaf rebuilt for
 * the format's provider (an OpenAI native compaction's items replay only to `openai-responses` of the same
 * provider), encoded into the request fragment the host spreads into its SDK call, with the system prompt and
 * tools of the session's agent configuration, for the target model: the one the host names, else the session's
 * model setting (else its last assistant's) when the format's API serves its provider. The body is rendered once
 * per session version, format, image mode and target (context cache).
 */
import { createHash } from 'node:crypto';
import { contextProvider, encodeContext, type ProviderFormatName, type WireFragments } from '../core/formats';
import { FORMAT_ORIGIN } from '../core/formats/names';
import { splitModelRef } from '../core/formats/replay';
import type { AgentConfig } from '../core/session/agent-config';
import { storedSettings } from '../core/session/session-settings-schema';
import { contextFrom, loadContextInputs } from '../store/session-store';
import { incarnationOf } from '../store/session-store/load-branch';
import { getSessionRow } from '../store/session-store/session-row';
import type { Db } from '../store/database';
import { withTenant } from '../store/with-tenant';
import type { ContextCache, SessionVersion } from './context-cache';
import { contextTokensOf } from './context-tokens';
import { lastAssistantModel } from './audit';
import { cachedRendering, jsonBytes, rememberContext, withFrameUrls } from './context';

type Ids = { tenantId: string; sessionId: string };

/** What a format read needs of the session row besides the branch: its version, model setting and agent config. */
export interface WireFacts {
  version: SessionVersion;
  /** The session's own model setting (`provider/id`), if set. */
  model?: string;
  agentConfig?: AgentConfig;
}

export interface WireContextView<F extends ProviderFormatName = ProviderFormatName> {
  format: F;
  /** The request fragment: spread it into the SDK call. */
  request: WireFragments[F];
  /** The model the fragment was made for (thinking and signatures go back only to it), or null. */
  model: string | null;
  tokens: number;
  leafId: string | null;
  lastSeq: number;
  lastCompactionId: string | null;
}

export interface WireContextOptions {
  format: ProviderFormatName;
  /** The model the request goes to (`provider/id`), when the host names it; see targetModel. */
  model?: string;
  images?: 'inline' | 'url';
  /** The base of frame URLs when `images` is `url`. */
  frameBase?: string;
  cache?: ContextCache;
  /** The row facts the caller already read (for its ETag). */
  facts?: WireFacts;
}

/** One row read: the version every cached rendering is checked against, and what the encoder takes from the row. */
export function readWireFacts(db: Db, ids: Ids): Promise<WireFacts> {
  return withTenant(db, ids.tenantId, async (tx) => {
    const row = await getSessionRow(tx, ids.sessionId);
    return factsOf({ lastSeq: row.lastSeq, incarnation: incarnationOf(row) }, row.settings, row.agentConfig);
  });
}

function factsOf(version: SessionVersion, settings: unknown, config: unknown): WireFacts {
  const model = storedSettings(settings).model;
  const agentConfig = (config ?? undefined) as AgentConfig | undefined;
  return { version, ...(model !== undefined ? { model } : {}), ...(agentConfig ? { agentConfig } : {}) };
}

/**
 * The ETag of a format read. The seq covers the branch and the agent configuration (its event advances it); the
 * model setting does not advance the seq, so its hash is part of the tag.
 */
export function wireContextTag(format: ProviderFormatName, images: string, facts: WireFacts, model?: string): string {
  const models = createHash('sha256')
    .update(`${model ?? ''}\u0000${facts.model ?? ''}`)
    .digest('hex')
    .slice(0, 12);
  return `"ctx-${facts.version.lastSeq}-${images}-${format}-${models}"`;
}

/**
 * The format read's JSON body and the facts it was made with (for its ETag): through the cache at the facts' version
 * when there is one; without one, the row's facts come with the branch (one read).
 */
export async function readWireContextJson(
  db: Db,
  ids: Ids,
  options: WireContextOptions,
): Promise<{ body: Buffer; lastSeq: number; facts: WireFacts }> {
  if (!options.cache) {
    const { view, facts } = await renderWire(db, ids, options);
    return { body: jsonBytes(view), lastSeq: view.lastSeq, facts };
  }
  const facts = options.facts ?? (await readWireFacts(db, ids));
  const models = `${options.model ?? ''}:${facts.model ?? ''}`;
  const variant = `${options.format}:${options.images ?? 'inline'}:${options.frameBase ?? ''}:${models}`;
  const rendered = await cachedRendering(options.cache, ids, facts.version, variant, async () => {
    const { view } = await renderWire(db, ids, { ...options, facts });
    return { body: jsonBytes(view), lastSeq: view.lastSeq };
  });
  return { ...rendered, facts };
}

export async function readWireContext(db: Db, ids: Ids, options: WireContextOptions): Promise<WireContextView> {
  return (await renderWire(db, ids, options)).view;
}

async function renderWire(db: Db, ids: Ids, options: WireContextOptions) {
  const { cache, format } = options;
  const hit = options.facts && cache?.at(ids, options.facts.version);
  const inputs = hit ?? (await loadContextInputs(db, ids));
  const { branch } = inputs;
  const facts =
    options.facts ??
    factsOf(
      { lastSeq: branch.lastSeq, incarnation: branch.incarnation },
      branch.row?.settings,
      branch.row?.agentConfig,
    );
  const target = options.model ?? targetModel(format, facts.model ?? lastAssistantModel(branch.entries));
  const at = contextFrom(inputs, 'llm', contextProvider(format, target));
  const tokens = contextTokensOf(at.context.messages);
  // The cache's size estimate is the default rebuild's; this one differs at most by a compaction's kept messages.
  if (cache && !hit) rememberContext(cache, ids, inputs, tokens);
  const messages =
    options.images === 'url'
      ? at.context.messages.map((m) => withFrameUrls(m, options.frameBase ?? ''))
      : at.context.messages;
  const config = facts.agentConfig;
  const request = encodeContext(format, messages, {
    ...(config ? { systemPrompt: config.systemPrompt, tools: config.tools } : {}),
    ...(target !== undefined ? { target } : {}),
  });
  const view: WireContextView = {
    format,
    request,
    model: target ?? null,
    tokens,
    leafId: at.leafId,
    lastSeq: at.lastSeq,
    lastCompactionId: at.compactionEntryId,
  };
  return { view, facts };
}

/**
 * The session's model as the target of a format read, when the format's API serves that model's provider: a read
 * in another format goes to some other model, so no thinking or signature of the session's model may go with it
 * (a host naming its model with `model` overrides this).
 */
function targetModel(format: ProviderFormatName, model: string | undefined): string | undefined {
  return model !== undefined && splitModelRef(model).provider === FORMAT_ORIGIN[format].provider ? model : undefined;
}
