/**
 * Usage attribution (docs/host-control.md, "Usage"): every provider call an activity makes through a summarizer
 * or a server-side compactor (OpenAI's `/responses/compact`, Anthropic's compaction edit) becomes one `provider_usage` row with the tokens the provider reported, attributed to the tenant and session of
 * the activity's input and to its workflow run. The activities run inside a usage scope (their input's ids); the
 * Llm they are given wraps each completer so that a finished call records its row before it returns.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Context } from '@temporalio/activity';
import type { Db } from '../../store/database';
import { recordProviderUsage } from '../../store/usage/provider-usage';
import type { Completer, Completion, Llm, SummarizerDeps } from '../llm';
import type { CompletionUsage } from '../llm/providers/types';
import { withWireImageUsage } from '../llm/providers/image-usage';

interface UsageScope {
  tenantId: string;
  sessionId: string;
}

const scope = new AsyncLocalStorage<UsageScope>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any activity signature
type Activity = (...args: any[]) => Promise<unknown>;

/** The activities, each run in the usage scope of its input's `tenantId` and `sessionId` (when it has both). */
export function inUsageScope<T extends Record<string, Activity>>(activities: T): T {
  const scoped = Object.entries(activities).map(([name, activity]) => {
    const run: Activity = (...args) => {
      const ids = idsOf(args[0]);
      return ids ? scope.run(ids, () => activity(...args)) : activity(...args);
    };
    return [name, run] as const;
  });
  return Object.fromEntries(scoped) as T;
}

function idsOf(input: unknown): UsageScope | undefined {
  const { tenantId, sessionId } = (input ?? {}) as Partial<UsageScope>;
  return typeof tenantId === 'string' && typeof sessionId === 'string' ? { tenantId, sessionId } : undefined;
}

/** `llm` whose summarizers record a usage row for each call they complete. */
export function recordingLlm(llm: Llm, db: Db): Llm {
  const wrap = (deps: SummarizerDeps): SummarizerDeps => ({ ...deps, completer: recording(deps.completer, db) });
  return Object.freeze({
    prompts: llm.prompts,
    summarizer: (modelRef?: string) => wrap(llm.summarizer(modelRef)),
    remoteSummarizer: (endpoint: Parameters<Llm['remoteSummarizer']>[0]) => wrap(llm.remoteSummarizer(endpoint)),
    summarizerCandidates: (request: Parameters<Llm['summarizerCandidates']>[0]) => {
      const found = llm.summarizerCandidates(request);
      return { ...found, usable: found.usable.map(wrap) };
    },
    nativeCompactor: (modelRef: string) => recordingCompactor(llm.nativeCompactor(modelRef), db),
    anthropicCompactor: (modelRef: string) => recordingCompactor(llm.anthropicCompactor(modelRef), db),
    streamingCompactor: (modelRef: string) => recordingCompactor(llm.streamingCompactor(modelRef), db),
  });
}

function recording(completer: Completer, db: Db): Completer {
  return Object.freeze({
    ...completer,
    complete: async (request: Parameters<Completer['complete']>[0]) => {
      const completion = await completer.complete(request);
      await record(db, completion);
      return completion;
    },
  });
}

/**
 * A server-side compactor (OpenAI's or Anthropic's) whose every answered call records its row, as a summary's does,
 * with the image tokens of the frames and screenshots its request carried.
 */
function recordingCompactor<R extends { onUsage?: (usage: CompletionUsage) => Promise<void> }, T>(
  compactor: { readonly model: string; compact(request: R): Promise<T> },
  db: Db,
) {
  const { model } = compactor;
  return Object.freeze({
    model,
    compact: (request: R) =>
      compactor.compact({
        ...request,
        onUsage: async (usage: CompletionUsage) => {
          await record(db, { model, usage: withWireImageUsage(usage, model, request) });
          await request.onUsage?.(usage);
        },
      }),
  });
}

/** The row of a finished call; outside an activity or a usage scope there is nothing to attribute it to. */
async function record(db: Db, completion: Pick<Completion, 'model' | 'usage'>): Promise<void> {
  const ids = scope.getStore();
  if (!ids) return;
  let context: Context;
  try {
    context = Context.current();
  } catch {
    return;
  }
  const { workflowExecution, activityType } = context.info;
  if (!workflowExecution) return;
  try {
    await recordProviderUsage(db, {
      ...ids,
      workflowId: workflowExecution.workflowId,
      runId: workflowExecution.runId,
      activity: activityType,
      model: completion.model,
      inputTokens: completion.usage.input,
      outputTokens: completion.usage.output,
      cachedTokens: completion.usage.cached ?? 0,
      ...(completion.usage.image !== undefined ? { imageInputTokens: completion.usage.image } : {}),
      estimated: completion.usage.estimated === true,
    });
  } catch (error) {
    // The call was made and paid for: failing the activity would only make it again. The row is what is lost.
    context.log.warn('provider usage not recorded', { error: String(error), model: completion.model });
  }
}
