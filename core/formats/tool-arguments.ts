/**
 * Tool arguments across the formats: OpenAI sends them as a JSON string that may be invalid or not an object,
 * Anthropic and Gemini as an object. A string that is not a JSON object is kept whole in the call's
 * `providerMetadata.rawArguments` (with empty `arguments`), and sent back as that same string to the OpenAI formats,
 * so nothing is lost (wire-formats spec §2.8, §6.19). Pure.
 */
import type { ToolCallBlock } from '../session/messages';
import { isObject, parseArguments } from './read';

export interface DecodedArguments {
  arguments: Record<string, unknown>;
  providerMetadata?: { rawArguments: string };
}

export function decodeArguments(text: string): DecodedArguments {
  const parsed = parseArguments(text);
  return parsed ? { arguments: parsed } : { arguments: {}, providerMetadata: { rawArguments: text } };
}

/** The raw argument string a call was decoded from, when it was not a JSON object. */
export function rawArguments(block: ToolCallBlock): string | undefined {
  const meta = block.providerMetadata;
  return isObject(meta) && typeof meta.rawArguments === 'string' ? meta.rawArguments : undefined;
}

/** The JSON string an OpenAI format sends for a call's arguments. */
export const argumentsText = (block: ToolCallBlock): string => rawArguments(block) ?? JSON.stringify(block.arguments);
