/**
 * `compactor compact --propose`: the run stops before its commit and holds its result; the command waits until it
 * holds it, prints what approving would commit and exits, leaving the run waiting for `compactions approve` or
 * `reject` (or its TTL). A run that ends without a proposal (skipped, failed) is printed as `compact` prints it.
 */
import type { ServiceDeps } from '../../service/deps';
import type { ParkedProposal } from '../../service/compaction-proposals';
import type * as ProposalWaitModule from '../../service/proposal-wait';
import { printResult } from '../output';

/** How long the command waits for the proposal; the summary call is the long part, bounded by its own timeouts. */
const HOLD_WAIT_MS = 60 * 60_000;

export interface HeldProposal {
  id: string;
  status: 'proposed';
  proposal: ParkedProposal;
}

/** The held proposal, or undefined when the run ended (or is still running) without one. */
export async function awaitProposal(
  deps: ServiceDeps,
  ids: { tenantId: string; sessionId: string },
  runId: string,
): Promise<HeldProposal | undefined> {
  const { awaitProposalHeld } = require('../../service/proposal-wait') as typeof ProposalWaitModule;
  const view = await awaitProposalHeld(deps, ids, runId, HOLD_WAIT_MS);
  return view.status === 'proposed' && view.proposal
    ? { id: view.id, status: 'proposed', proposal: view.proposal }
    : undefined;
}

export function printProposal(sessionId: string, held: HeldProposal, json: boolean): void {
  const { id, proposal } = held;
  printResult(held, json, () =>
    [
      `proposed compaction ${id} of ${sessionId} with ${proposal.method}: ` +
        `${proposal.tokensBefore} → ${proposal.tokensAfter} tokens, expires ${proposal.expiresAt}`,
      `approve: compactor compactions approve ${sessionId} ${id}`,
      `reject:  compactor compactions reject ${sessionId} ${id} --reason TEXT`,
    ].join('\n'),
  );
}
