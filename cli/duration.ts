/** `30d`, `12h`, `15m`, `0s` → milliseconds; anything else is a usage error naming the option. */
import { UsageError } from './errors';

const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };

export function parseDuration(text: string, option = '--older-than'): number {
  const match = /^(\d+)([dhms])$/.exec(text.trim());
  if (!match) throw new UsageError(`${option} must look like 30d, 12h, 15m or 0s: "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}
