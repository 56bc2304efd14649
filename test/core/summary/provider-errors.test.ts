import { isContextOverflowError, isProviderAuthError, retryDelayMs } from '../../../core/summary';

describe('isContextOverflowError (spec §3.3)', () => {
  it.each([
    [400, 'prompt is too long: 215000 tokens > 200000 maximum'],
    [400, "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens."],
    [400, 'Your input exceeds the context window of this model.'],
    [400, '{"error":{"code":"context_length_exceeded"}}'],
    [400, 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).'],
    [400, 'the request exceeds the available context size, try increasing it'],
    [413, 'request_too_large'],
    [413, ''],
    [undefined, 'Payload Too Large'],
    [400, '400 status code (no body)'],
  ])('%p %p is an overflow', (status, message) => {
    expect(isContextOverflowError({ status, message })).toBe(true);
  });

  it.each([
    [400, 'messages: text content blocks must be non-empty'],
    [429, 'Rate limit reached for requests'],
    [401, '401 status code (no body)'],
    [500, 'internal error'],
  ])('%p %p is not', (status, message) => {
    expect(isContextOverflowError({ status, message })).toBe(false);
  });
});

describe('isProviderAuthError', () => {
  it('accepts 401/403 and a 400 that says the key is bad', () => {
    expect(isProviderAuthError({ status: 401, message: '' })).toBe(true);
    expect(isProviderAuthError({ status: 403, message: '' })).toBe(true);
    expect(isProviderAuthError({ status: 400, message: 'API key not valid. Please pass a valid API key.' })).toBe(true);
    expect(isProviderAuthError({ status: 400, message: 'prompt is too long' })).toBe(false);
  });
});

describe('retryDelayMs', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  it.each([
    [{ retryAfterMs: '1500', retryAfter: '9' }, 1500],
    [{ retryAfter: '2' }, 2000],
    [{ retryAfter: '0.5' }, 500],
    [{ retryAfter: 'Sun, 29 Nov 2026 12:00:30 GMT' }, 30000],
    [{ retryAfter: 'Sun, 29 Nov 2026 11:00:00 GMT' }, 0],
    [{ body: '{"details":[{"retryDelay": "7.5s"}]}' }, 7500],
    [{ retryAfter: 'soon' }, undefined],
    [{}, undefined],
  ])('%j → %p ms', (hints, ms) => {
    expect(retryDelayMs(hints, now)).toBe(ms);
  });
});
