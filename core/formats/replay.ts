/**
 * Which opaque provider data an export may send back (wire-formats spec §2.5): thinking signatures, redacted
 * thinking, encrypted reasoning and thought signatures are bound to the model that produced them, so they go only
 * to a target naming that same `provider/id`; without a target nothing opaque is sent. Pure.
 */
import type { AssistantMessage } from '../session/messages';

export function madeByTarget(message: AssistantMessage, target: string | undefined): boolean {
  if (target === undefined || message.provider === undefined || message.model === undefined) return false;
  return target === `${message.provider}/${message.model}`;
}

/** The provider and id of a `provider/id` reference (the id may itself contain slashes). */
export function splitModelRef(ref: string | undefined): { provider?: string; id?: string } {
  if (!ref) return {};
  const slash = ref.indexOf('/');
  return slash < 0 ? { id: ref } : { provider: ref.slice(0, slash), id: ref.slice(slash + 1) };
}
