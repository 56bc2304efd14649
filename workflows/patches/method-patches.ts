/** The method chain's patches: which methods are tried, in which order, and how each one runs. Entries of the registry (./index.ts); an id never changes. */
import type { Patch } from './patch';

export const METHOD_PATCHES = {
  remoteEndpointMethod: {
    id: 'seed-method-chain-remote',
    came: 'seed-remote-endpoint.json, 2026-11-30',
    changes: 'the remote summarization endpoint is tried before the local methods',
    state: 'active',
  },
  summarizerCandidates: {
    id: 'seed-summarizer-candidates',
    came: 'seed-summary-candidates.json, 2026-11-30',
    changes: 'the summary activity gets the active model and picks the summarizer among candidates',
    state: 'active',
  },
  summaryHeartbeat: {
    id: 'durable-summary-heartbeat',
    came: 'durable-summary-heartbeat.json, 2026-11-30',
    changes: 'the summary activity heartbeats every 2 s against a 20 s heartbeat timeout',
    state: 'active',
  },
  renderHeartbeat: {
    id: 'durable-render-heartbeat',
    came: 'durable4-render-heartbeat.json, 2026-12-01',
    changes: 'the snapcompact render heartbeats every 2 s and after every frame against a 20 s heartbeat timeout',
    state: 'active',
  },
  handoffMethod: {
    id: 'handoff-strategy',
    came: 'handoff4-strategy.json, 2026-12-01',
    changes: 'strategy handoff creates a linked session instead of a compaction entry',
    state: 'active',
  },
  openaiNativeMethod: {
    id: 'openai-native-compaction',
    came: 'native7-openai-native.json, 2026-12-01',
    changes: "OpenAI's /responses/compact is tried after the remote endpoint and before the local methods",
    state: 'active',
  },
  anthropicNativeMethod: {
    id: 'anthropic-server-compaction',
    came: 'anthropic-server-compaction.json, 2026-12-02',
    changes: "Anthropic's server-side compaction is tried for Claude models after OpenAI's, before the local methods",
    state: 'active',
  },
  openaiStreamingCompaction: {
    id: 'openai-v2-streaming-compaction',
    came: 'openai-v2-streaming-compaction.json, 2026-12-02',
    changes:
      'OpenAI V2 streaming compaction is tried first for models whose catalog entry supports it; a failed remote ' +
      "endpoint's warning names the native method that then compacted",
    state: 'active',
  },
  handoffBeforeSwitchHooks: {
    id: 'handoff-before-switch',
    came: 'chain7-handoff-before-switch.json, 2026-12-01',
    changes: "the host's beforeSwitch hooks may cancel a handoff before anything is created",
    state: 'active',
  },
  deadEndRescue: {
    id: 'progress-guard-rescue',
    came: 'chain7-rescue-no-cut.json, 2026-12-01',
    changes: 'the progress guard elides tool results to rescue a run that would make no progress',
    state: 'active',
  },
  nativeRetainedTokens: {
    id: 'native-retained-tokens',
    came: 'anthropic-exact-tail-tokens.json, 2026-12-02',
    changes: "a native compaction's tokens after count the messages its answer keeps (Anthropic's exact tail)",
    state: 'active',
  },
  streamingCompactionThinkingLevel: {
    id: 'streaming-compaction-thinking-level',
    came: 'openai-v2-thinking-level.json, 2026-12-03',
    changes: "V2 streaming compaction is asked at the session's explicit thinking level, as a live turn would be",
    state: 'active',
  },
} as const satisfies Record<string, Patch>;
