import { costIn, estimateCost, priceOf } from '../../../core/usage/cost';
import { DEFAULT_PRICES, priceTableSchema, withPriceFile, type PriceTable } from '../../../core/usage/prices';
import { knownModels, modelRef } from '../../../core/models/model-catalog';

describe('estimated cost of provider usage', () => {
  it('prices Anthropic cache reads on top of the input, which excludes them', () => {
    const usage = { inputTokens: 10_000, cachedTokens: 50_000, outputTokens: 2_000 };
    // 10k × $3 + 50k × $0.30 + 2k × $15, per million
    expect(costIn(DEFAULT_PRICES, 'anthropic/claude-sonnet-4-5', usage)).toBe(0.075);
  });

  it("takes OpenAI's cached tokens out of the input they are part of", () => {
    const usage = { inputTokens: 100_000, cachedTokens: 40_000, outputTokens: 5_000 };
    // 60k × $1.25 + 40k × $0.125 + 5k × $10, per million
    expect(costIn(DEFAULT_PRICES, 'openai/gpt-5', usage)).toBe(0.13);
  });

  it('bills image tokens once, at the input price unless the table prices them', () => {
    const usage = { inputTokens: 10_000, cachedTokens: 1_000, imageTokens: 2_000, outputTokens: 1_000 };
    // 7k × $0.30 + 1k × $0.03 + 2k × $0.30 + 1k × $2.50, per million
    expect(costIn(DEFAULT_PRICES, 'google/gemini-2.5-flash', usage)).toBe(0.00523);
    const imagePrice = { input: 0.3, cachedInput: 0.03, imageInput: 1, output: 2.5 };
    // the 2k image tokens at $1 instead of $0.30
    expect(estimateCost('google/gemini-2.5-flash', usage, imagePrice)).toBe(0.00663);
  });

  it('bills cached tokens as input where the table has no cache price', () => {
    const usage = { inputTokens: 3_000, cachedTokens: 1_000, outputTokens: 0 };
    expect(estimateCost('openai/custom', usage, { input: 2, output: 8 })).toBe(0.006);
  });

  it('keeps sums exact to a millionth of a cent', () => {
    const usage = { inputTokens: 1, cachedTokens: 0, outputTokens: 1 };
    // 1 × $0.30 + 1 × $2.50 per million = $0.0000028, not 0.0000028000000000000003
    expect(costIn(DEFAULT_PRICES, 'google/gemini-2.5-flash', usage)).toBe(0.0000028);
  });

  it('has no cost for a model the table does not price', () => {
    const usage = { inputTokens: 1_000, cachedTokens: 0, outputTokens: 1_000 };
    expect(costIn(DEFAULT_PRICES, 'openai/gpt-oss-120b', usage)).toBeUndefined();
    expect(priceOf(DEFAULT_PRICES, 'openai/constructor')).toBeUndefined();
  });
});

describe('the price table', () => {
  it('prices every catalog model but the one without a first-party price, and validates as a price file', () => {
    const unpriced = knownModels()
      .map(modelRef)
      .filter((m) => !priceOf(DEFAULT_PRICES, m));
    expect(unpriced).toEqual(['openai/gpt-oss-120b']);
    expect(priceTableSchema.parse(DEFAULT_PRICES)).toEqual(DEFAULT_PRICES);
  });

  it('takes a price file over the defaults: its models replace and add, its date and source describe it', () => {
    const file: PriceTable = {
      asOf: '2026-12-01',
      source: 'our contract',
      models: { 'openai/gpt-5': { input: 1, output: 8 }, 'openai/gpt-oss-120b': { input: 0.1, output: 0.5 } },
    };
    const table = withPriceFile(DEFAULT_PRICES, file);
    expect(table.asOf).toBe('2026-12-01');
    expect(table.source).toBe('our contract');
    expect(table.models['openai/gpt-5']).toEqual({ input: 1, output: 8 });
    expect(table.models['openai/gpt-oss-120b']).toEqual({ input: 0.1, output: 0.5 });
    expect(table.models['anthropic/claude-haiku-4-5']).toEqual(DEFAULT_PRICES.models['anthropic/claude-haiku-4-5']);
  });

  it('refuses a price file with a bad model name or a negative price, naming the field', () => {
    const bad = priceTableSchema.safeParse({
      asOf: '2026-12-01',
      source: 's',
      models: { gpt5: { input: 1, output: 1 }, 'openai/x': { input: -1, output: 1 } },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['models.gpt5', 'models.openai/x.input']);
  });
});
