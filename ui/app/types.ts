/** The API's shapes the viewer's components share, named once (all from the generated client). */
import type { components } from '../../client';

export type Session = components['schemas']['Session'];
export type Audit = components['schemas']['SessionAudit'];
export type HistoryRow = components['schemas']['CompactionHistory'][number];
export type Tree = components['schemas']['Tree'];
export type ServerInfo = components['schemas']['ServerInfo'];
export type Proposal = components['schemas']['CompactionProposal'];
