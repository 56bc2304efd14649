/** Locates the shared fixtures (../shared relative to the repo root in CI; one level further up from a worktree). */
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export function sharedFixture(name: string): string {
  const candidates = [
    path.join(ROOT, '..', 'shared', 'fixtures', name),
    path.join(ROOT, '..', '..', 'shared', 'fixtures', name),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`shared fixture ${name} not found in ${candidates.join(' or ')}`);
  return found;
}
