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

export const toolDefinitionSchema = z.strictObject({
  // The strictest of the providers' name rules (OpenAI functions, Anthropic tools, Gemini declarations).
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'must be 1-64 letters, digits, _ or -, not starting with a digit or -'),
  description: z.string().max(AGENT_CONFIG_LIMITS.descriptionChars),
  parameters: z
    .record(z.string(), z.unknown())
    .refine((schema) => schema.type === 'object', 'must be a JSON schema with type "object"'),
});

export const agentConfigSchema = z
  .strictObject({
    systemPrompt: z.string().min(1).max(AGENT_CONFIG_LIMITS.systemPromptChars),
    tools: z.array(toolDefinitionSchema).max(AGENT_CONFIG_LIMITS.tools).default([]),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.tools.forEach((tool, index) => {
      if (seen.has(tool.name)) {
        ctx.addIssue({ code: 'custom', path: ['tools', index, 'name'], message: `duplicate tool name "${tool.name}"` });
      }
      seen.add(tool.name);
    });
    const bytes = new TextEncoder().encode(JSON.stringify(config)).length;
    if (bytes > AGENT_CONFIG_LIMITS.bytes) {
      ctx.addIssue({ code: 'custom', path: [], message: `is ${bytes} bytes, more than ${AGENT_CONFIG_LIMITS.bytes}` });
    }
  });

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
