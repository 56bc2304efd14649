import { deriveProbes, scopeProbes } from '../../../core/quality/derive-probes';
import { spanMessages } from '../../../core/quality/session-walk';
import { PLANTED, realSession } from './session-fixtures';

const keysOf = (probes: { kind: string; keys: string[] }[], kind: string) =>
  probes.filter((p) => p.kind === kind).flatMap((p) => p.keys);

describe('probes derived from a session before it is compacted', () => {
  const derived = deriveProbes(spanMessages(PLANTED.entries), { cwd: PLANTED.header.cwd }).probes;

  it('the planted-fact session crosses 200k tokens and plants every fact kind at four placements', () => {
    expect(PLANTED.tokens).toBeGreaterThanOrEqual(200_000);
    for (const tag of ['early', 'middle', 'late', 'tail'])
      expect(PLANTED.probes.filter((p) => p.placement === tag).map((p) => p.kind)).toEqual(
        expect.arrayContaining(['recall.error', 'recall.value', 'recall.constraint', 'decision', 'artifact.branch']),
      );
  });

  it.each(['recall.error', 'recall.value', 'continuation.plan', 'continuation.question'])(
    'every planted %s is derived with the planted answer',
    (kind) => {
      const planted = keysOf(PLANTED.probes, kind);
      expect(planted.length).toBeGreaterThan(0);
      expect(keysOf(derived, kind)).toEqual(expect.arrayContaining(planted));
    },
  );

  it('every planted constraint shares a key term with a derived constraint probe', () => {
    const derivedTerms = new Set(keysOf(derived, 'recall.constraint'));
    for (const probe of PLANTED.probes.filter((p) => p.kind === 'recall.constraint'))
      expect(probe.keys.some((k) => derivedTerms.has(k))).toBe(true);
  });

  it('the branch probe names the latest branch created', () => {
    const branches = PLANTED.probes.filter((p) => p.kind === 'artifact.branch');
    expect(keysOf(derived, 'artifact.branch')).toEqual(branches.at(-1)!.keys);
  });

  it('decision probes are skipped with a reason when no probe writer is configured', () => {
    const set = deriveProbes(spanMessages(PLANTED.entries));
    expect(set.probes.some((p) => p.category === 'decision')).toBe(false);
    expect(set.skipped).toEqual([
      { category: 'decision', reason: 'no probe-writer model configured (decision probes skipped)' },
    ]);
  });

  it('the real session yields artifact, continuation and recall probes with paths relative to its cwd', () => {
    const { entries, cwd } = realSession();
    const set = deriveProbes(spanMessages(entries), { cwd });
    const modified = set.probes.find((p) => p.kind === 'artifact.modified')!;
    expect(modified.keys).toEqual(expect.arrayContaining(['packages/coding-agent/src/core/agent-session.ts']));
    expect(modified.keys.every((k) => !k.startsWith(cwd!))).toBe(true);
    expect(new Set(set.probes.map((p) => p.category))).toEqual(new Set(['artifact', 'continuation', 'recall']));
  });
});

describe('the scope rule', () => {
  const probe = {
    id: 'recall.error:1',
    category: 'recall' as const,
    kind: 'recall.error',
    question: 'Which error code?',
    type: 'identifier' as const,
    match: 'one' as const,
    keys: ['ERR_QUOTA_1F2E'],
    evidence: ['e1'],
    grading: 'exact' as const,
    source: 'derived' as const,
  };

  it('counts a probe whose evidence was compacted and whose answer the kept tail does not hold', () => {
    const [scoped] = scopeProbes([probe], { compacted: new Set(['e1']), keptText: 'nothing relevant' });
    expect(scoped!.scope).toBe('compacted');
  });

  it('sets aside a probe the kept tail answers, or whose evidence is kept', () => {
    const kept = scopeProbes([probe], { compacted: new Set(['e1']), keptText: 'saw ERR_QUOTA_1F2E again' });
    const evidenceKept = scopeProbes([probe], { compacted: new Set(['e2']), keptText: '' });
    expect([kept[0]!.scope, evidenceKept[0]!.scope]).toEqual(['tail', 'tail']);
  });

  it('a set probe keeps only the keys the kept tail lacks', () => {
    const set = { ...probe, type: 'path' as const, match: 'all' as const, keys: ['src/a.ts', 'src/b.ts'] };
    const [scoped] = scopeProbes([set], { compacted: new Set(['e1']), keptText: 'edit src/a.ts' });
    expect(scoped).toMatchObject({ scope: 'compacted', keys: ['src/b.ts'] });
  });
});
