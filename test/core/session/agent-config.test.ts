import { AGENT_CONFIG_LIMITS, AgentConfigInvalid, parseAgentConfig } from '../../../core/session/agent-config';

const tool = (name: string, extra: object = {}) => ({
  name,
  description: `the ${name} tool`,
  parameters: { type: 'object', properties: {} },
  ...extra,
});

function invalid(raw: unknown): AgentConfigInvalid {
  try {
    parseAgentConfig(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(AgentConfigInvalid);
    return error as AgentConfigInvalid;
  }
  throw new Error('expected AgentConfigInvalid');
}

describe('the agent configuration', () => {
  it('keeps the system prompt and the tools as given; tools default to none', () => {
    const config = {
      systemPrompt: 'S',
      tools: [tool('read_file', { parameters: { type: 'object', required: ['p'] } })],
    };
    expect(parseAgentConfig(config)).toEqual(config);
    expect(parseAgentConfig({ systemPrompt: 'S' })).toEqual({ systemPrompt: 'S', tools: [] });
  });

  it.each([
    [{ systemPrompt: '' }, 'systemPrompt'],
    [{ systemPrompt: 'S', extra: true }, ''],
    [{ systemPrompt: 'S', tools: [tool('9lives')] }, 'tools.0.name'],
    [{ systemPrompt: 'S', tools: [tool('a'.repeat(65))] }, 'tools.0.name'],
    [{ systemPrompt: 'S', tools: [tool('t', { parameters: { type: 'array' } })] }, 'tools.0.parameters.type'],
    [{ systemPrompt: 'S', tools: [tool('t'), tool('u'), tool('t')] }, 'tools.2.name'],
    [
      { systemPrompt: 'S', tools: Array.from({ length: AGENT_CONFIG_LIMITS.tools + 1 }, (_, i) => tool(`t${i}`)) },
      'tools',
    ],
  ])('refuses %j naming %s', (raw, path) => {
    const error = invalid(raw);
    expect(error.path).toBe(path);
    expect(error.code).toBe('agent_config_invalid');
    expect(error.message).toMatch(/^agent configuration/);
  });

  it('refuses a configuration larger than the byte cap as a whole', () => {
    const description = 'd'.repeat(AGENT_CONFIG_LIMITS.descriptionChars);
    const tools = Array.from({ length: 101 }, (_, i) => tool(`t${i}`, { description }));
    const error = invalid({ systemPrompt: 'S', tools });
    expect(error.path).toBe('');
    expect(error.message).toMatch(/is \d+ bytes, more than 1000000$/);
  });
});
