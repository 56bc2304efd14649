/**
 * The offline reference reader (issue 23; quality spec §2, "Reference reader"): it answers a probe only from text
 * present in the delivered context — the messages as a provider receives them (lowerMessages), snapcompact frames as
 * the text the decoder reads off their pixels (supplied by the caller), OpenAI-native replacement histories by their
 * retained user messages only (encrypted items are unreadable) — returning the probe's keys that occur in it, else
 * "not in context". It measures what the context contains: an upper bound of a model's recall, never a model's
 * score. Pure.
 */
import { lowerMessages } from '../formats/lower-messages';
import type { AssistantBlock, ImageBlock } from '../session/content-blocks';
import type { AgentMessage } from '../session/messages';
import { containsTerm, searchableText } from './normalize';
import type { Probe } from './probes';

/** The label every report prints beside the reference reader's scores. */
export const REFERENCE_READER_LABEL = 'reference reader (offline): what the context contains, an upper bound of recall';

export interface ProbeAnswer {
  probeId: string;
  /** The reader's answer as text ("not in context" when it abstained). */
  answer: string;
  /** The probe's keys the answer holds. */
  found: string[];
  abstained: boolean;
  /** Items the answer listed (set probes of a live reader: for precision); absent for the reference reader. */
  listed?: number;
}

export const NOT_IN_CONTEXT = 'not in context';

/** Text for an image block of the context (a decoded frame), or undefined when the image reads as blank. */
export type ImageText = (image: ImageBlock) => string | undefined;

/** Every text a provider would receive for these context messages, one part per line. */
export function contextText(messages: readonly AgentMessage[], imageText: ImageText = () => undefined): string {
  const parts: string[] = [];
  for (const message of lowerMessages(messages)) {
    if (message.role === 'assistant') {
      parts.push(...message.content.map(assistantBlockText));
      continue;
    }
    const content = message.content;
    if (typeof content === 'string') parts.push(content);
    else for (const block of content) parts.push(block.type === 'text' ? block.text : (imageText(block) ?? ''));
    parts.push(...retainedUserTexts(message.role === 'user' ? message.providerPayload : undefined));
  }
  return parts.filter((p) => p !== '').join('\n');
}

function assistantBlockText(block: AssistantBlock): string {
  if (block.type === 'text') return block.text;
  if (block.type === 'thinking') return block.thinking;
  return block.type === 'toolCall' ? `${block.name} ${argumentText(block.arguments)}` : '';
}

/** A tool call's arguments as a reader sees them: string values verbatim (no JSON escaping of quotes), others as JSON. */
const argumentText = (args: Record<string, unknown> | undefined): string =>
  Object.values(args ?? {})
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join('\n');

/** The user messages an OpenAI replacement history retains in the clear (its other items are encrypted). */
function retainedUserTexts(payload: unknown): string[] {
  const items = (payload as { type?: unknown; items?: unknown } | undefined)?.items;
  if ((payload as { type?: unknown } | undefined)?.type !== 'openaiResponsesHistory' || !Array.isArray(items))
    return [];
  return items.flatMap((item: { type?: unknown; role?: unknown; content?: unknown }) => {
    if (item?.type !== 'message' || item.role !== 'user' || !Array.isArray(item.content)) return [];
    return item.content.flatMap((c: { text?: unknown }) => (typeof c?.text === 'string' ? [c.text] : []));
  });
}

/** The reference reader's answers: the keys of each probe found in `text`. */
export function referenceAnswers(probes: readonly Probe[], text: string, cwd?: string): ProbeAnswer[] {
  const searchable = new Map<string, string>();
  return probes.map((probe) => {
    const haystack = searchable.get(probe.type) ?? searchableText(text, probe.type);
    searchable.set(probe.type, haystack);
    const found = probe.keys.filter((key) => containsTerm(haystack, key, probe.type, cwd));
    const abstained = found.length === 0;
    return { probeId: probe.id, answer: abstained ? NOT_IN_CONTEXT : found.join('\n'), found, abstained };
  });
}
