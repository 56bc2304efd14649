/**
 * The price table of a process (docs/usage-and-budgets.md): the defaults (core/usage/prices.ts), with the operator's
 * price file (COMPACTOR_PRICE_TABLE, JSON in the same shape) over them. A file that cannot be read or does not
 * validate is a ConfigError naming the file and each bad field, at startup rather than at the first usage read.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_PRICES, priceTableSchema, withPriceFile, type PriceTable } from '../core/usage/prices';
import { ConfigError } from './config';

export function loadPriceTable(file: string | undefined): PriceTable {
  if (file === undefined) return DEFAULT_PRICES;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`COMPACTOR_PRICE_TABLE: cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  const parsed = priceTableSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new ConfigError(`COMPACTOR_PRICE_TABLE: ${file}: ${problems.join('; ')}`);
  }
  return withPriceFile(DEFAULT_PRICES, parsed.data);
}
