/**
 * Bad input gets WireFormatError and nothing else: any JSON value posted as a turn, or as a part of an otherwise
 * well-formed turn, is either decoded or refused with WireFormatError (never a TypeError or another exception).
 */
import fc from 'fast-check';
import { decodeTurn, PROVIDER_FORMATS, WireFormatError, type WireTurn } from '../../../core/formats';

const json = fc.jsonValue({ maxDepth: 4 });
const shaped = fc.oneof(
  fc.record({ input: fc.array(json, { maxLength: 3 }) }, { requiredKeys: [] }),
  fc.record({ response: json }),
  fc.record({
    error: fc.record({ status: fc.oneof(fc.integer({ min: 100, max: 599 }), json), body: json }, { requiredKeys: [] }),
  }),
  fc.record({
    input: fc.array(
      fc.record(
        {
          role: fc.constantFrom('user', 'assistant', 'tool', 'model', 'system'),
          content: json,
          parts: json,
          tool_call_id: json,
        },
        { requiredKeys: ['role'] },
      ),
      { maxLength: 3 },
    ),
  }),
);

describe('decodeTurn on arbitrary input', () => {
  it.each(PROVIDER_FORMATS)('%s: decodes or throws WireFormatError', (format) => {
    fc.assert(
      fc.property(fc.oneof(json, shaped), (turn) => {
        try {
          decodeTurn(format, turn as WireTurn, { timestamp: 1, toolCalls: [{ id: 'call_1', name: 'bash' }] });
        } catch (error) {
          if (!(error instanceof WireFormatError)) throw error;
        }
      }),
      { numRuns: 400 },
    );
  });
});
