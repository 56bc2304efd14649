/** The sessions the quality tests read: the bundled real session and a seeded planted-fact session of ≥ 200k tokens. */
import { readFileSync } from 'node:fs';
import { plantedSession } from '../../../core/quality/planted-session';
import type { SessionEntry } from '../../../core/session/entries';
import { createSessionFileReader } from '../../../core/session/session-file';
import { REAL_SESSION } from '../../helpers/fixtures';

export function realSession(): { entries: SessionEntry[]; cwd: string | undefined } {
  const reader = createSessionFileReader();
  const entries = readFileSync(REAL_SESSION, 'utf8')
    .split('\n')
    .flatMap((text, i) => reader.read(text, i + 1) ?? []) as unknown as SessionEntry[];
  return { entries, cwd: reader.header()?.cwd };
}

export const PLANTED = plantedSession({ seed: 7, targetTokens: 200_000 });
