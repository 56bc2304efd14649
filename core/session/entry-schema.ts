/**
 * zod schemas for every session entry type (compaction spec §1.3) and `validateEntry`, the boundary check the
 * store runs before anything is written. Unknown extra fields pass through; the fields the system relies on are
 * checked. A compile-time check keeps the inferred types assignable to the core entry types. No I/O.
 */
import { z } from 'zod';
import type { SessionEntry } from './entries';
import { imageBlockSchema, storedMessageSchema, textBlockSchema } from './message-schema';

const loose = z.looseObject;
/** A model reference: `provider/id`, the id possibly containing more slashes (OpenRouter). */
export const MODEL_REF = /^[^/\s]+\/\S+$/;
const base = { id: z.string().min(1), parentId: z.string().min(1).nullable(), timestamp: z.string() };
const details = z.union([
  loose({ readFiles: z.array(z.string()), modifiedFiles: z.array(z.string()) }),
  z.record(z.string(), z.unknown()),
]);

const entrySchemas = [
  loose({ ...base, type: z.literal('message'), message: storedMessageSchema }),
  loose({
    ...base,
    type: z.literal('thinking_level_change'),
    thinkingLevel: z.string().nullable().optional(),
    configured: z.string().nullable().optional(),
  }),
  loose({
    ...base,
    type: z.literal('model_change'),
    // `provider/id`: a bare id would reach the compaction workflow as an unresolvable model.
    model: z.string().regex(MODEL_REF, 'expected a model reference "provider/id"').optional(),
    role: z.string().optional(),
    provider: z.string().optional(),
    modelId: z.string().optional(),
  }),
  loose({
    ...base,
    type: z.literal('service_tier_change'),
    serviceTier: z.record(z.string(), z.string()).nullable(),
  }),
  loose({
    ...base,
    type: z.literal('compaction'),
    summary: z.string(),
    shortSummary: z.string().optional(),
    firstKeptEntryId: z.string().min(1),
    tokensBefore: z.number(),
    tokensAfter: z.number().optional(),
    method: z.enum(['remote', 'snapcompact', 'handoff', 'soft', 'shake', 'context-full', 'native']).optional(),
    details: details.optional(),
    preserveData: z.record(z.string(), z.unknown()).optional(),
    fromExtension: z.boolean().optional(),
    warning: z.string().optional(),
  }),
  loose({
    ...base,
    type: z.literal('branch_summary'),
    fromId: z.string(),
    summary: z.string(),
    details: details.optional(),
    fromExtension: z.boolean().optional(),
  }),
  loose({
    ...base,
    type: z.literal('custom_message'),
    customType: z.string(),
    content: z.union([z.string(), z.array(z.discriminatedUnion('type', [textBlockSchema, imageBlockSchema]))]),
    details: z.unknown().optional(),
    display: z.boolean(),
    attribution: z.string().optional(),
  }),
  loose({ ...base, type: z.literal('custom'), customType: z.string(), data: z.unknown().optional() }),
  loose({ ...base, type: z.literal('label'), targetId: z.string().min(1), label: z.string().optional() }),
  loose({
    ...base,
    type: z.literal('title_change'),
    title: z.string(),
    previousTitle: z.string().optional(),
    source: z.enum(['auto', 'user']),
    trigger: z.string().optional(),
  }),
  loose({ ...base, type: z.literal('ttsr_injection'), injectedRules: z.array(z.string()) }),
  loose({
    ...base,
    type: z.literal('session_init'),
    systemPrompt: z.string(),
    task: z.string(),
    tools: z.array(z.string()),
    outputSchema: z.unknown().optional(),
  }),
  loose({ ...base, type: z.literal('mode_change'), mode: z.string(), data: z.unknown().optional() }),
  loose({ ...base, type: z.literal('credential_pin'), provider: z.string(), hash: z.string() }),
  loose({ ...base, type: z.literal('reset_boundary') }),
] as const;

export const sessionEntrySchema = z.discriminatedUnion('type', entrySchemas);

// Compile-time: every validated entry is a core SessionEntry (fails to build if the schemas drift).
export const asSessionEntry = (entry: z.infer<typeof sessionEntrySchema>): SessionEntry => entry;

export const ENTRY_TYPES: readonly string[] = entrySchemas.map((s) => s.shape.type.value).sort();

export type EntryValidation = { ok: true; entry: SessionEntry } | { ok: false; path: string; message: string };

type Issue = { code: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/** The most specific issue: inside a union, the alternative that got furthest (longest relative path). */
function deepestIssue(issue: Issue): { path: PropertyKey[]; issue: Issue } {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return { path: issue.path, issue };
  let best: { path: PropertyKey[]; issue: Issue } | undefined;
  for (const branch of issue.errors) {
    if (!branch[0]) continue;
    const inner = deepestIssue(branch[0]);
    if (!best || inner.path.length > best.path.length) best = inner;
  }
  if (!best || best.path.length === 0) return { path: issue.path, issue };
  return { path: [...issue.path, ...best.path], issue: best.issue };
}

/** Validates one entry; on failure names the first offending field as a dotted path (e.g. `message.content.0.text`). */
export function validateEntry(raw: unknown): EntryValidation {
  const result = sessionEntrySchema.safeParse(raw);
  if (result.success) return { ok: true, entry: asSessionEntry(result.data) };
  const first = result.error.issues[0]! as Issue;
  const { path: issuePath, issue } = deepestIssue(first);
  const path = issuePath.map(String).join('.') || 'type';
  const type = (raw as { type?: unknown } | null)?.type;
  const unknownType = path === 'type' && first.code === 'invalid_union';
  const message = unknownType ? `unknown entry type ${JSON.stringify(type)}` : issue.message;
  return { ok: false, path, message: `${path}: ${message}` };
}
