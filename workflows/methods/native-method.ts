/**
 * The one shape of the native methods (OpenAI V2 and V1, Anthropic; compaction spec §7.2–7.4, §13.4): each asks
 * its provider through one fallible activity that parks the provider's payload in the store and returns the
 * summary text and small numbers; the entry's method is `remote` (the spec's name for every remote kind), the
 * attempt's is the method's name; any typed failure of the activity passes on with its reason, and a method that
 * passed on says in the warning which method then compacted. A native method is its activity plus when it applies.
 */
import type { CompactionMethod, EntryContent, MadeEntry, MethodRun } from '../method-types';
import { patchApplies } from '../patches';
import { rootCause } from '../workflow-failures';
import { entryFields, hookPreserveData, plannedContent } from './entry-fields';

type Planned = ReturnType<typeof plannedContent> & { activeModel: string };

export interface NativeMethod {
  /** The attempt's name on the audit row. */
  readonly name: string;
  /** The method as a warning names it when it failed. */
  readonly label: string;
  /** The warning's words when an earlier method passed on and this one compacted. */
  readonly compactedBy: string;
  applies(run: MethodRun): boolean;
  /** The fallible activity, with the planned content and the active model (and what `input` adds). */
  compact(input: Planned): Promise<{
    summary: string;
    shortSummary: string;
    model: string;
    details?: EntryContent['details'];
    /** Context tokens the answer keeps besides its summary (Anthropic's exact tail). */
    retainedTokens?: number;
  }>;
  /** More activity input read from the run. */
  input?(run: MethodRun): Record<string, unknown>;
}

/** What the run made instead, as a native method's warning says it. */
export function compactedInstead(made: MadeEntry): string {
  if (made.fields.method === 'snapcompact') return 'compacted with snapcompact';
  return made.native && made.compactedBy ? made.compactedBy : 'summarized locally';
}

export function nativeMethod(native: NativeMethod): CompactionMethod {
  return {
    name: native.name,
    makes: 'entry',
    callsProvider: true,
    progress: 'remote',
    applies: (run) => native.applies(run),
    async run(run) {
      const { model } = run;
      const made = await native.compact({
        ...plannedContent(run),
        activeModel: `${model.provider}/${model.id}`,
        ...native.input?.(run),
      });
      run.progress.summaryCalls = 1;
      const fields = entryFields(run, {
        summary: made.summary,
        method: 'remote',
        details: made.details,
        shortSummary: made.shortSummary,
        preserveData: hookPreserveData(run),
      });
      // Asked only when the answer keeps messages: histories recorded before the field replay without the marker.
      const retained = (made.retainedTokens ?? 0) > 0 && patchApplies('nativeRetainedTokens');
      const entry = { fields, model: made.model, native: true, compactedBy: native.compactedBy };
      return { kind: 'made', made: retained ? { ...entry, retainedTokens: made.retainedTokens } : entry };
    },
    passOn: (error) => rootCause(error),
    note: (reason, made) => `${native.label} failed (${reason}); ${compactedInstead(made)}.`,
  };
}
