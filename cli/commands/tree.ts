/** `compactor tree <sessionId>`: the session tree, one entry per line, the active leaf marked. */
import type { Command } from 'commander';
import type { TreeNode } from '../../store/session-store';
import type { ConfigLoader } from '../config-loader';
import { tenantOption, withStore } from '../session-command';
import type * as SessionStoreModule from '../../store/session-store';

export function registerTree(program: Command, getConfig: ConfigLoader): void {
  tenantOption(program.command('tree <sessionId>'))
    .description('print the session tree with the active leaf marked (*)')
    .option('--json', 'print { leafId, nodes, lineage } as JSON')
    .action(async (sessionId: string, options: { tenant?: string; json?: boolean }) => {
      const store = require('../../store/session-store') as typeof SessionStoreModule;
      const tree = await withStore(getConfig, options.tenant, async (opened, tenantId) => ({
        ...(await store.readTree(opened.db, { tenantId, sessionId })),
        lineage: await store.readLineage(opened.db, { tenantId, sessionId }),
      }));
      const links = store.describeLineage(tree.lineage).map((line) => `# ${line}\n`);
      process.stdout.write(
        options.json ? `${JSON.stringify(tree, null, 2)}\n` : links.join('') + renderTree(tree.nodes, tree.leafId),
      );
    });
}

/** Children in append order; a linear run stays at one depth so long sessions do not drift right. */
export function renderTree(nodes: readonly TreeNode[], leafId: string | null): string {
  const children = new Map<string | null, TreeNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const lines: string[] = [];
  const stack: { node: TreeNode; depth: number }[] = (children.get(null) ?? [])
    .map((node) => ({ node, depth: 0 }))
    .reverse();
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const mark = node.id === leafId ? '*' : ' ';
    const label = node.label ? ` [${node.label}]` : '';
    lines.push(`${mark} ${'  '.repeat(depth)}${node.id} ${node.type}${node.preview ? ` ${node.preview}` : ''}${label}`);
    const kids = children.get(node.id) ?? [];
    const childDepth = kids.length > 1 ? depth + 1 : depth;
    for (const kid of [...kids].reverse()) stack.push({ node: kid, depth: childDepth });
  }
  return `${lines.join('\n')}\n`;
}
