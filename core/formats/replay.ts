/**
 * Which opaque provider data an export may send back (wire-formats spec §2.5): thinking signatures, redacted
 * thinking, encrypted reasoning and thought signatures are bound to the model that produced them, so they go only
 * to a target naming that same `provider/id`, and only through the API family that made them (a thinking signature
 * of Anthropic's Messages API is no Gemini thoughtSignature, even for a model of the same name). A message naming
 * no API (a native entry may omit it) is judged by its provider and model alone. Without a target nothing opaque
 * is sent. Pure.
 */
import type { AssistantMessage } from '../session/messages';

/** The formats whose exports carry opaque data, and the upstream `api` names whose data each can send back. */
const SIGNING_APIS = {
  anthropic: ['anthropic-messages'],
  'openai-responses': ['openai-responses', 'azure-openai-responses', 'openai-codex-responses'],
  gemini: ['google-generative-ai', 'google-vertex', 'google-gemini-cli'],
} as const satisfies Record<string, readonly string[]>;

export type SigningFormat = keyof typeof SIGNING_APIS;

export function madeByTarget(message: AssistantMessage, target: string | undefined, format: SigningFormat): boolean {
  if (target === undefined || message.provider === undefined || message.model === undefined) return false;
  const apis: readonly string[] = SIGNING_APIS[format];
  const sameApi = message.api === undefined || apis.includes(message.api);
  return sameApi && target === `${message.provider}/${message.model}`;
}

/** The provider and id of a `provider/id` reference (the id may itself contain slashes). */
export function splitModelRef(ref: string | undefined): { provider?: string; id?: string } {
  if (!ref) return {};
  const slash = ref.indexOf('/');
  return slash < 0 ? { id: ref } : { provider: ref.slice(0, slash), id: ref.slice(slash + 1) };
}
