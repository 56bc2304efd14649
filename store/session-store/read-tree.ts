/**
 * The whole session tree for display (`compactor tree`): one light row per entry (no content beyond a short
 * preview), with labels folded in. Reads every entry of the session; not for hot paths.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { withTenant } from '../with-tenant';
import { rowsOf } from './event-rows';
import { getSessionRow } from './session-row';

export interface TreeNode {
  id: string;
  parentId: string | null;
  type: string;
  /** Message role, custom type, or summary kind: what a reader needs to recognise the node. */
  preview: string;
  label?: string;
}

export function readTree(
  db: Db,
  input: { tenantId: string; sessionId: string },
): Promise<{ leafId: string | null; nodes: TreeNode[] }> {
  return withTenant(db, input.tenantId, async (tx) => {
    const session = await getSessionRow(tx, input.sessionId);
    const result = await tx.execute(sql`
      select entry_id, parent_id, type,
        coalesce(data -> 'message' ->> 'role', data ->> 'customType', data ->> 'model', '') as kind,
        left(coalesce(
          case when jsonb_typeof(data -> 'message' -> 'content') = 'string' then data -> 'message' ->> 'content' end,
          data -> 'message' -> 'content' -> 0 ->> 'text', data ->> 'summary', ''), 60) as text,
        data ->> 'targetId' as target, data ->> 'label' as label
      from session_events where session_id = ${input.sessionId} and entry_id is not null order by seq`);
    type Row = { entry_id: string; parent_id: string | null; type: string; kind: string; text: string };
    const rows = rowsOf<Row & { target: string | null; label: string | null }>(result);
    const labels = new Map<string, string | undefined>();
    for (const r of rows) if (r.type === 'label' && r.target) labels.set(r.target, r.label || undefined);
    const nodes = rows.map((r): TreeNode => {
      const preview = [r.kind, r.text.replace(/\s+/g, ' ')].filter(Boolean).join(': ');
      const node: TreeNode = { id: r.entry_id, parentId: r.parent_id, type: r.type, preview };
      const label = labels.get(r.entry_id);
      if (label) node.label = label;
      return node;
    });
    return { leafId: session.leafEntryId, nodes };
  });
}
