/** The sessions the quality tests read: the bundled real session and a seeded planted-fact session of ≥ 200k tokens. */
import { plantedSession } from '../../../core/quality/planted-session';
import { REAL_SESSION } from '../../helpers/fixtures';
import { readSessionFile } from '../../../service/quality-eval/session-file';

export const realSession = () => readSessionFile(REAL_SESSION);

export const PLANTED = plantedSession({ seed: 7, targetTokens: 200_000 });
