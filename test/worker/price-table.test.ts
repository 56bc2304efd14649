/** The process's price table: the defaults, or an operator's price file over them; a bad file stops startup. */
import path from 'node:path';
import { DEFAULT_PRICES } from '../../core/usage/prices';
import { ConfigError, parseConfig } from '../../worker/config';
import { loadPriceTable } from '../../worker/price-table';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', 'prices', name);

describe('the price table of a process', () => {
  it('is the defaults without a price file', () => {
    expect(loadPriceTable(undefined)).toBe(DEFAULT_PRICES);
  });

  it('takes the price file named by COMPACTOR_PRICE_TABLE over the defaults', () => {
    const config = parseConfig({ COMPACTOR_PRICE_TABLE: 'contract.json' }, path.dirname(fixture('contract.json')));
    expect(config.priceTable).toBe(fixture('contract.json'));
    const table = loadPriceTable(config.priceTable);
    expect(table.source).toBe('a negotiated contract');
    expect(table.models['openai/gpt-5']).toEqual({ input: 1, cachedInput: 0.1, output: 8 });
    expect(table.models['openai/gpt-oss-120b']).toEqual({ input: 0.15, output: 0.6 });
    expect(table.models['anthropic/claude-opus-4-5']).toEqual(DEFAULT_PRICES.models['anthropic/claude-opus-4-5']);
  });

  it('refuses a file that does not validate, naming the file and each bad field', () => {
    expect(() => loadPriceTable(fixture('bad.json'))).toThrow(ConfigError);
    expect(() => loadPriceTable(fixture('bad.json'))).toThrow(
      /^COMPACTOR_PRICE_TABLE: .*bad\.json: models\.gpt5: .*; models\.openai\/x\.input: /,
    );
  });

  it('refuses a file that is missing or not JSON', () => {
    expect(() => loadPriceTable(fixture('not-json.json'))).toThrow(/cannot read .*not-json\.json as JSON/);
    expect(() => loadPriceTable(fixture('absent.json'))).toThrow(/cannot read .*absent\.json as JSON: ENOENT/);
  });
});
