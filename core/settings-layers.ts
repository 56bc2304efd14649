/**
 * Layered settings: a session's own settings over its tenant's, key by key, the nested compaction knobs too; an
 * absent or undefined key falls through to the layer below (and finally to the defaults the consumers apply). Pure.
 */

export interface LayeredSettings {
  compaction?: object;
}

const defined = (value: object | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined));

export function layerSettings<T extends LayeredSettings>(tenant: T, session: T): T {
  const compaction = { ...defined(tenant.compaction), ...defined(session.compaction) };
  const { compaction: _drop, ...merged } = { ...defined(tenant), ...defined(session) };
  const layered = Object.keys(compaction).length > 0 ? { ...merged, compaction } : merged;
  return layered as unknown as T;
}
