/** Paths of the files tests read; every one lives inside the repository. */
import path from 'node:path';

/** The real 1,003-line v1 coding-agent session (provenance and licence in examples/README.md). */
export const REAL_SESSION = path.join(__dirname, '..', '..', 'examples', 'pi-session-v1.jsonl');
