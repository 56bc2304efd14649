/**
 * The price table that turns provider usage into an estimated cost (docs/usage-and-budgets.md): US dollars per
 * million tokens for each model, keyed by `provider/id` as usage rows name it. The defaults are the providers' list
 * prices for the model catalog's models on the date they carry; an operator replaces or extends them with a price
 * file (COMPACTOR_PRICE_TABLE). Pure data and its schema.
 */
import { z } from 'zod';

const perMillion = z.number().nonnegative().describe('US dollars per million tokens');

export const modelPriceSchema = z.strictObject({
  input: perMillion,
  output: perMillion,
  /** Input tokens read from the prompt cache; absent: billed as input. */
  cachedInput: perMillion.optional(),
  /** Image input tokens; absent: billed as input. */
  imageInput: perMillion.optional(),
});

export const priceTableSchema = z.strictObject({
  /** The day the prices were read (YYYY-MM-DD). */
  asOf: z.iso.date(),
  /** Where they were read. */
  source: z.string().min(1),
  models: z.record(z.string().regex(/^[A-Za-z0-9_.-]+\/\S+$/, 'must look like provider/model-id'), modelPriceSchema),
});

export type ModelPrice = z.infer<typeof modelPriceSchema>;
export type PriceTable = z.infer<typeof priceTableSchema>;

const price = (input: number, cachedInput: number, output: number): ModelPrice => ({ input, cachedInput, output });

/** List prices of the catalog's models (core/models/model-catalog.ts); gpt-oss-120b has no first-party price. */
export const DEFAULT_PRICES: PriceTable = {
  asOf: '2026-11-15',
  source:
    "providers' public pricing pages (anthropic.com/pricing, openai.com/api/pricing, ai.google.dev/pricing, " +
    'api-docs.deepseek.com, platform.moonshot.ai, docs.z.ai); standard tier, prompts up to 200k tokens',
  models: {
    'anthropic/claude-opus-4-5': price(5, 0.5, 25),
    'anthropic/claude-opus-4-6': price(5, 0.5, 25),
    'anthropic/claude-opus-4-7': price(5, 0.5, 25),
    'anthropic/claude-sonnet-4-5': price(3, 0.3, 15),
    'anthropic/claude-sonnet-4-5-1m': price(6, 0.6, 22.5),
    'anthropic/claude-sonnet-4-6': price(3, 0.3, 15),
    'anthropic/claude-haiku-4-5': price(1, 0.1, 5),
    'openai/gpt-5': price(1.25, 0.125, 10),
    'openai/gpt-5-mini': price(0.25, 0.025, 2),
    'openai/gpt-5.1': price(1.25, 0.125, 10),
    'openai/gpt-4.1': price(2, 0.5, 8),
    'openai/gpt-4o': price(2.5, 1.25, 10),
    'google/gemini-2.5-pro': price(1.25, 0.125, 10),
    'google/gemini-2.5-flash': price(0.3, 0.03, 2.5),
    'google/gemini-3-pro': price(2, 0.2, 12),
    'deepseek/deepseek-chat': price(0.28, 0.028, 0.42),
    'moonshot/kimi-k2': price(0.6, 0.15, 2.5),
    'zai/glm-4.6': price(0.6, 0.11, 2.2),
  },
};

/** A price file over the defaults: its models replace or add to theirs, its date and source describe the result. */
export function withPriceFile(base: PriceTable, file: PriceTable): PriceTable {
  return { asOf: file.asOf, source: file.source, models: { ...base.models, ...file.models } };
}
