/**
 * Estimated cost of provider usage (docs/usage-and-budgets.md): tokens times the model's prices. Providers count
 * input differently: Anthropic's input excludes cache reads, OpenAI's and Google's include them (activities/llm/
 * providers/types.ts `CompletionUsage`); image tokens are part of the input everywhere. Each part is billed once,
 * at its own price where the table has one. Exact to a millionth of a cent.
 */
import { parseModelRef } from '../models/model-catalog';
import type { ModelPrice, PriceTable } from './prices';

export interface TokenUsage {
  /** Input tokens as the provider reported them. */
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  /** Image tokens among the input (0 when not reported). */
  imageTokens?: number;
}

/** Providers whose reported input tokens exclude the cache reads. */
const CACHE_OUTSIDE_INPUT = new Set(['anthropic']);

export function priceOf(table: PriceTable, model: string): ModelPrice | undefined {
  return Object.hasOwn(table.models, model) ? table.models[model] : undefined;
}

/** US dollars for `usage` of `model` at `price`. */
export function estimateCost(model: string, usage: TokenUsage, price: ModelPrice): number {
  const provider = parseModelRef(model)?.provider ?? '';
  const images = usage.imageTokens ?? 0;
  const cachedInInput = CACHE_OUTSIDE_INPUT.has(provider) ? 0 : usage.cachedTokens;
  const plainInput = Math.max(0, usage.inputTokens - cachedInInput - images);
  const microDollars =
    plainInput * price.input +
    usage.cachedTokens * (price.cachedInput ?? price.input) +
    images * (price.imageInput ?? price.input) +
    usage.outputTokens * price.output;
  return roundCost(microDollars / 1e6);
}

/** Dollars kept to 1e-8 (a millionth of a cent), so sums of estimates do not drift in floating point. */
export const roundCost = (dollars: number): number => Math.round(dollars * 1e8) / 1e8;

/** The cost of `usage` of `model` in `table`, or undefined for a model the table has no price for. */
export function costIn(table: PriceTable, model: string, usage: TokenUsage): number | undefined {
  const price = priceOf(table, model);
  return price ? estimateCost(model, usage, price) : undefined;
}
