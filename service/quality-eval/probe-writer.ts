/**
 * The probe writer (issue 23; quality spec §2 `decision`): a model reads the session before anything is compacted,
 * each message prefixed with its entry id, and names the choices the assistant stated with their reasons; each
 * becomes a decision probe whose evidence is the entries it cited. The probes are frozen before the first
 * compaction and never reach a summarizer. A reply that is not JSON fails the eval of that session, naming why.
 */
import { createCompleter, resolveModelSpec, type LlmSettings } from '../../activities/llm';
import { serializeMessages } from '../../core/compaction/serialize-conversation';
import { parseDecisions } from '../../core/quality/model-replies';
import type { Probe } from '../../core/quality/probes';
import type { SpanMessage } from '../../core/quality/session-walk';
import { renderTemplate } from '../../core/template';
import type { EvalPrompts } from './eval-prompts';
import { ModelReplyError } from './live-reader';

export interface ProbeWriterOptions {
  settings: LlmSettings;
  /** `provider/id` of the probe writer. */
  model: string;
  prompts: EvalPrompts;
}

const SYSTEM = 'You write evaluation questions about a coding session, as JSON.';
const MAX_TOKENS = 8_192;

export function createProbeWriter(options: ProbeWriterOptions): (span: readonly SpanMessage[]) => Promise<Probe[]> {
  const completer = createCompleter(resolveModelSpec(options.settings, options.model));
  return async (span) => {
    const session = span.flatMap((s) => serializeMessages([s.message]).map((text) => `[${s.id}] ${text}`)).join('\n\n');
    const prompt = renderTemplate(options.prompts['probe-writer'].text, { session });
    const reply = await completer.complete({ system: SYSTEM, prompt, maxTokens: MAX_TOKENS });
    const decisions = parseDecisions(reply.text, new Set(span.map((s) => s.id)));
    if (!decisions.ok) throw new ModelReplyError(`probe writer ${options.model}: ${decisions.message}`);
    return decisions.value;
  };
}
