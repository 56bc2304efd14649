/**
 * Probes of a session, derived before it is compacted (issue 23; quality spec §2): artifact, continuation and recall
 * probes from the structure of its messages; decision probes need a probe-writer model (or planted facts) and are
 * otherwise reported as skipped. `scopeProbes` applies the scope rule: a probe counts for a compaction only when all
 * its evidence lies in the compacted span and none of its keys occurs in the kept tail; others are `tail`. Pure.
 */
import { artifactProbes } from './artifact-probes';
import { continuationProbes } from './continuation-probes';
import { wordFrequency } from './key-terms';
import { containsTerm, searchableText } from './normalize';
import type { Probe, ProbeSet, ScopedProbe } from './probes';
import { recallProbes } from './recall-probes';
import { walkSession, type SpanMessage } from './session-walk';

export interface DeriveOptions {
  /** The session's working directory: paths are compared relative to it. */
  cwd?: string;
  /** Decision probes from a probe-writer model (or planted facts): without any, the category is skipped. */
  decisions?: readonly Probe[];
}

export function deriveProbes(span: readonly SpanMessage[], options: DeriveOptions = {}): ProbeSet {
  const walk = walkSession(span);
  const frequency = wordFrequency([...walk.users, ...walk.texts].map((t) => t.text));
  const probes = [
    ...artifactProbes(walk, options.cwd),
    ...continuationProbes(walk, frequency, options.cwd),
    ...recallProbes(walk, frequency, options.cwd),
    ...(options.decisions ?? []),
  ];
  const skipped =
    (options.decisions ?? []).length > 0
      ? []
      : [{ category: 'decision' as const, reason: 'no probe-writer model configured (decision probes skipped)' }];
  return { probes, skipped };
}

export interface ScopeInput {
  /** Entry ids of the compacted span (summarized and turn prefix). */
  compacted: ReadonlySet<string>;
  /** The text of what stays verbatim (kept tail, system prompt, tool definitions). */
  keptText: string;
  cwd?: string;
}

/**
 * A probe counts when its evidence is compacted: a single answer found in the kept text makes it `tail`; a set or
 * key-term answer loses the keys the kept text still holds, and is `tail` when none is left.
 */
export function scopeProbes(probes: readonly Probe[], input: ScopeInput): ScopedProbe[] {
  const searchable = new Map<string, string>();
  const kept = (probe: Probe) => {
    const text = searchable.get(probe.type) ?? searchableText(input.keptText, probe.type);
    searchable.set(probe.type, text);
    return (key: string) => containsTerm(text, key, probe.type, input.cwd);
  };
  return probes.map((probe): ScopedProbe => {
    const tail = { ...probe, scope: 'tail' as const };
    if (!probe.evidence.every((id) => input.compacted.has(id))) return tail;
    if (probe.match === 'none') return { ...probe, scope: 'compacted' };
    const inKept = kept(probe);
    if (probe.match === 'one') return probe.keys.some(inKept) ? tail : { ...probe, scope: 'compacted' };
    const keys = probe.keys.filter((key) => !inKept(key));
    return keys.length === 0 ? tail : { ...probe, keys, scope: 'compacted' };
  });
}
