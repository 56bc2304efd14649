/**
 * Property: whatever a session looks like and whatever was cut, pruned, compacted or navigated, every format's
 * export of the rebuilt context (the real planner and context rebuild) passes its provider's validator, and
 * decoding that export and exporting again gives the same request (decode∘encode is stable). fast-check prints the
 * seed and path of a failing case; pass them to `fc.assert` options to replay it.
 */
import fc from 'fast-check';
import type { SessionEntry } from '../../../core';
import { buildCompactionIndex } from '../../../core/compaction/build-compaction-index';
import { planCompaction } from '../../../core/compaction/plan-compaction';
import { pruneNotice } from '../../../core/compaction/prune-candidates';
import { pruneToolOutputs } from '../../../core/compaction/prune-tool-outputs';
import {
  contextProvider,
  decodeTurn,
  encodeContext,
  PROVIDER_FORMATS,
  type ProviderFormatName,
  type WireFragments,
} from '../../../core/formats';
import { buildSessionContext } from '../../../core/session/build-context';
import { violations } from '../../helpers/wire-validators';
import {
  appendHandoff,
  appendStep,
  operation,
  preserveDataFor,
  step,
  TARGETS,
  type Operation,
} from './conversation-arbitrary';
import { PNG } from './builders';

const TOOLS = [
  {
    name: 'bash',
    description: 'Run a command',
    parameters: { type: 'object' as const, properties: { command: { type: 'string' } } },
  },
  {
    name: 'read',
    description: 'Read a file',
    parameters: { type: 'object' as const, properties: { path: { type: 'string' } } },
  },
];
const SYSTEM = 'You are a coding agent.';

function apply(entries: SessionEntry[], op: Operation): void {
  const index = buildCompactionIndex(entries);
  if (op.kind === 'prune') {
    const decisions = pruneToolOutputs(index, {
      protectTokens: 200,
      minimumSavings: 0,
      pruneUseless: true,
      supersede: false,
    });
    for (const d of decisions) {
      const i = entries.findIndex((e) => e.id === d.id);
      const entry = entries[i]!;
      if (entry.type !== 'message' || entry.message.role !== 'toolResult') continue;
      entries[i] = {
        ...entry,
        message: { ...entry.message, content: [{ type: 'text', text: pruneNotice(d) }], prunedAt: 1 },
      };
    }
    return;
  }
  const n = entries.length;
  if (op.kind === 'cut') return void entries.push(compaction(n, entries[op.at % n]!.id, { fromExtension: true }));
  const plan = planCompaction(index, { keepRecentTokens: op.keep, prune: false });
  if (plan.kind !== 'plan') return;
  const preserveData = preserveDataFor(op);
  entries.push(
    compaction(n, plan.firstKeptEntryId, {
      tokensBefore: plan.tokensBefore,
      method: op.method === 'native' ? 'remote' : op.method === 'snapcompact' ? 'snapcompact' : 'context-full',
      ...(preserveData ? { preserveData } : {}),
    }),
  );
}

function compaction(n: number, firstKeptEntryId: string, fields: Record<string, unknown>): SessionEntry {
  return {
    type: 'compaction',
    id: `e${n}`,
    parentId: `e${n - 1}`,
    timestamp: new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString(),
    summary: 'We fixed the parser and ran the tests.',
    firstKeptEntryId,
    tokensBefore: 0,
    ...fields,
  } as SessionEntry;
}

/** The part of an export a host would post back as `input` to import it. */
function asInput(format: ProviderFormatName, fragment: WireFragments[ProviderFormatName]): unknown[] {
  if (format === 'openai-responses') return (fragment as WireFragments['openai-responses']).input;
  if (format === 'gemini') return (fragment as WireFragments['gemini']).contents;
  return (fragment as WireFragments['anthropic']).messages;
}

const scenario = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 12 }),
  operations: fc.array(fc.record({ op: operation, more: fc.array(step, { maxLength: 4 }) }), { maxLength: 3 }),
  back: fc.nat(3),
  target: fc.constantFrom(...TARGETS),
  withConfig: fc.boolean(),
  handoff: fc.boolean(),
});

describe('every export of every generated session is a request its provider accepts', () => {
  it('passes the validators and is stable under decode∘encode', () => {
    fc.assert(
      fc.property(scenario, ({ steps, operations, back, target, withConfig, handoff }) => {
        const entries: SessionEntry[] = [];
        if (handoff) appendHandoff(entries);
        for (const s of steps) appendStep(entries, s);
        for (const { op, more } of operations) {
          apply(entries, op);
          for (const s of more) appendStep(entries, s);
        }
        const leafId = entries[Math.max(0, entries.length - 1 - back)]!.id;
        const options = {
          ...(target ? { target } : {}),
          ...(withConfig ? { systemPrompt: SYSTEM, tools: TOOLS } : {}),
        };
        for (const format of PROVIDER_FORMATS) {
          const { messages } = buildSessionContext(entries, {
            leafId,
            provider: contextProvider(format, target),
            resolveFrame: (ref) => ({ type: 'image', data: PNG, mimeType: ref.mimeType }),
          });
          const first = encodeContext(format, messages, options);
          // A context of nothing sendable (say, a lone call cut from its result): the host's next message is all.
          if (asInput(format, first).length === 0) continue;
          const found = violations(format, first);
          if (found.length > 0) throw new Error(`${format}: ${JSON.stringify(found)}\n${JSON.stringify(first)}`);
          const decoded = decodeTurn(
            format,
            { input: asInput(format, first) },
            { timestamp: 1, model: target, systemPrompt: options.systemPrompt },
          );
          expect(encodeContext(format, decoded, options)).toEqual(first);
        }
      }),
      { numRuns: 150 },
    );
  });
});
