/**
 * The session tree: chains without a branch are folded into one line (first … last, count), branch points open
 * into their children, labels and branch summaries are shown, the active path and leaf are marked.
 */
import { useEffect, useState } from 'preact/hooks';
import { clientFor, data } from './api';
import type { Tree } from './types';
import { ErrorState, Loading } from './states';

type Node = Tree['nodes'][number];

interface Run {
  nodes: Node[];
  children: Run[];
}

function buildRuns(tree: Tree): Run[] {
  const kids = new Map<string | null, Node[]>();
  for (const node of tree.nodes) {
    const list = kids.get(node.parentId) ?? [];
    list.push(node);
    kids.set(node.parentId, list);
  }
  const runOf = (start: Node): Run => {
    const nodes = [start];
    let next = kids.get(start.id) ?? [];
    // Labelled nodes and branch summaries stay visible: they end a folded chain.
    while (next.length === 1 && !next[0]!.label && next[0]!.type !== 'branch_summary') {
      nodes.push(next[0]!);
      next = kids.get(next[0]!.id) ?? [];
    }
    return { nodes, children: next.map(runOf) };
  };
  return (kids.get(null) ?? []).map(runOf);
}

interface Props {
  apiKey: string;
  sessionId: string;
  onSignOut: () => void;
}

export function TreeView({ apiKey, sessionId, onSignOut }: Props) {
  const [tree, setTree] = useState<Tree | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    data(clientFor(apiKey).GET('/v1/sessions/{sessionId}/tree', { params: { path: { sessionId } } }))
      .then(setTree)
      .catch(setError);
  }, [apiKey, sessionId]);
  if (error) return <ErrorState error={error} onSignOut={onSignOut} />;
  if (!tree) return <Loading what="the tree" />;
  if (tree.nodes.length === 0) return <p class="state empty">The session has no entries.</p>;
  const parent = new Map(tree.nodes.map((n) => [n.id, n.parentId]));
  const active = new Set<string>();
  for (let at = tree.leafId; at; at = parent.get(at) ?? null) active.add(at);
  const branches = tree.nodes.length - new Set(tree.nodes.map((n) => n.parentId)).size;
  return (
    <div class="tree">
      <p class="sub">
        {tree.nodes.length} entries; active leaf <code>{tree.leafId ?? 'none'}</code>
        {branches > 0 ? `; ${branches + 1} leaves` : ''}
      </p>
      <ul>
        {buildRuns(tree).map((run) => (
          <RunItem key={run.nodes[0]!.id} run={run} active={active} leafId={tree.leafId} />
        ))}
      </ul>
    </div>
  );
}

function RunItem({ run, active, leafId }: { run: Run; active: Set<string>; leafId: string | null }) {
  const first = run.nodes[0]!;
  const last = run.nodes[run.nodes.length - 1]!;
  const onPath = active.has(first.id);
  const leafHere = run.nodes.some((n) => n.id === leafId);
  return (
    <li class={onPath ? 'on-path' : 'off-path'} data-node={first.id}>
      <span class={`node type-${first.type}`}>
        {first.label ? <span class="label">[{first.label}]</span> : null} <code>{first.id}</code> {first.type}:{' '}
        {first.preview}
      </span>
      {run.nodes.length > 1 ? (
        <span class="sub">
          {' '}
          … {run.nodes.length - 1} more through <code>{last.id}</code>
        </span>
      ) : null}
      {leafHere ? (
        <strong class="leaf" data-leaf>
          {' '}
          ← active leaf
        </strong>
      ) : null}
      {run.children.length > 0 ? (
        <ul>
          {run.children.map((child) => (
            <RunItem key={child.nodes[0]!.id} run={child} active={active} leafId={leafId} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
