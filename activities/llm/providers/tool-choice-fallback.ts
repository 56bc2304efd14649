/**
 * Compaction spec §8: some providers and models refuse tool choice "none" with a 400 saying only "auto" is
 * supported; the handoff then retries once with "auto" (the handoff prompt still asks for a document, not a call).
 */
import { ApplicationFailure } from '@temporalio/common';
import type { CompletionRequest } from './types';

/** True when `error` is that refusal of a request that sent tools with tool choice "none". */
export function refusedToolChoiceNone(request: CompletionRequest, error: unknown): boolean {
  if (request.toolChoice !== 'none' || !request.tools?.length) return false;
  if (!(error instanceof ApplicationFailure) || error.type !== 'ProviderRejected') return false;
  const details = error.details?.[0] as { status?: unknown } | undefined;
  if (details?.status !== 400) return false;
  const message = error.message.toLowerCase();
  return message.includes('tool_choice') && message.includes('auto') && message.includes('supported');
}
