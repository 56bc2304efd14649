/**
 * What an archive costs in the context: billed image tokens of its frames for the API carrying the request (each
 * frame at its real size) plus the reading guide, which the caller counts as text.
 */
import type { SnapcompactArchive } from './archive-types';
import { billedTokens, type BillingFamily } from './billing';

export function archiveImageTokens(archive: SnapcompactArchive, family: BillingFamily): number {
  return archive.frames.reduce((sum, frame) => sum + billedTokens(family, frame.width, frame.height), 0);
}
