/**
 * Layered settings: a session's own settings over its tenant's, key by key, the nested blocks (compaction knobs,
 * summarizer, prompts) too; an absent or undefined key falls through to the layer below (and finally to the
 * defaults the consumers apply). Pure.
 */

export interface LayeredSettings {
  compaction?: object;
  summarizer?: object;
  prompts?: object;
}

/** The blocks layered key by key (a session's `prompts.summary` leaves its tenant's `prompts.handoff` in force). */
const NESTED = ['compaction', 'summarizer', 'prompts'] as const;

const defined = (value: object | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));

export function layerSettings<T extends LayeredSettings>(tenant: T, session: T): T {
  const layered: Record<string, unknown> = { ...defined(tenant), ...defined(session) };
  for (const key of NESTED) {
    const block = { ...defined(tenant[key]), ...defined(session[key]) };
    if (Object.keys(block).length > 0) layered[key] = block;
    else delete layered[key];
  }
  return layered as T;
}
