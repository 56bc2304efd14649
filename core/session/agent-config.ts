/**
 * The agent configuration of a session (compaction spec §8): the host's live system prompt and the tool definitions
 * its agent sends, so a handoff document is generated from the same request prefix as a live turn. Validated and
 * size-capped at the store boundary; a JSON-schema `parameters` object is kept as given. No I/O.
 */
import { z } from 'zod';

/** Caps that keep one row read cheap and a provider request well under its body limits. */
export const AGENT_CONFIG_LIMITS = Object.freeze({
  systemPromptChars: 200_000,
  tools: 128,
  descriptionChars: 10_000,
  /** The whole configuration as JSON. */
  bytes: 1_000_000,
});

const NUL_MESSAGE = 'must not contain a NUL character';
/** Postgres stores no NUL in text or jsonb: refused here with the field named, never a failed insert. */
// eslint-disable-next-line no-control-regex -- the one control character Postgres cannot store
const NO_NUL = /^[^\u0000]*$/;
const text = () => z.string().regex(NO_NUL, NUL_MESSAGE);

export const toolDefinitionSchema = z.strictObject({
  // The strictest of the providers' name rules (OpenAI functions, Anthropic tools, Gemini declarations).
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'must be 1-64 letters, digits, _ or -, not starting with a digit or -'),
  description: text().max(AGENT_CONFIG_LIMITS.descriptionChars),
  parameters: z
    .looseObject({ type: z.literal('object', 'must be a JSON schema with type "object"') })
    .describe('a JSON schema of type "object" (its other keywords are kept as given)'),
});

export const agentConfigSchema = z
  .strictObject({
    systemPrompt: text().min(1).max(AGENT_CONFIG_LIMITS.systemPromptChars),
    tools: z.array(toolDefinitionSchema).max(AGENT_CONFIG_LIMITS.tools).default([]),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.tools.forEach((tool, index) => {
      if (seen.has(tool.name)) {
        ctx.addIssue({ code: 'custom', path: ['tools', index, 'name'], message: `duplicate tool name "${tool.name}"` });
      }
      seen.add(tool.name);
      const nul = nulPath(tool.parameters);
      if (nul) ctx.addIssue({ code: 'custom', path: ['tools', index, 'parameters', ...nul], message: NUL_MESSAGE });
    });
    const bytes = new TextEncoder().encode(JSON.stringify(config)).length;
    if (bytes > AGENT_CONFIG_LIMITS.bytes) {
      ctx.addIssue({ code: 'custom', path: [], message: `is ${bytes} bytes, more than ${AGENT_CONFIG_LIMITS.bytes}` });
    }
  });

/** The path of the first string or key holding a NUL inside a JSON value, or undefined. */
function nulPath(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [key.replaceAll('\u0000', '')];
    const found = nulPath(inner);
    if (found) return [Array.isArray(value) ? Number(key) : key, ...found];
  }
  return undefined;
}

export type ToolDefinition = z.infer<typeof toolDefinitionSchema>;
export type AgentConfig = z.infer<typeof agentConfigSchema>;

/** Bad agent configuration input: `path` names the field (`tools.2.name`), `code` is the API's problem code. */
export class AgentConfigInvalid extends Error {
  override readonly name = 'AgentConfigInvalid';
  readonly code = 'agent_config_invalid';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** The validated configuration, or AgentConfigInvalid naming the first bad field. */
export function parseAgentConfig(raw: unknown): AgentConfig {
  const result = agentConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  throw new AgentConfigInvalid(`agent configuration${path ? ` ${path}` : ''}: ${issue.message}`, path);
}
