/**
 * The secret half of a credential (`<prefix>_<id>_<secret>`): generation, the stored sha256, and a constant-time
 * check that hashes even when no row was found, so timing tells no known id from an unknown one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface NewCredential {
  /** The public id (12 hex characters): names the row, shown in listings and logs. */
  id: string;
  /** The whole credential, shown once. */
  secret: string;
  secretHash: string;
}

export function newCredential(prefix: string): NewCredential {
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, secret: `${prefix}_${id}_${secret}`, secretHash: hashSecret(secret) };
}

/** `<prefix>_<id>_<secret>` → its id and secret, or undefined when it is not of that shape. */
export function splitCredential(prefix: string, presented: string): { id: string; secret: string } | undefined {
  const match = new RegExp(`^${prefix}_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$`).exec(presented);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

/** Whether `secret` hashes to `storedHash`; with no stored hash it still hashes and compares, and says false. */
export function secretMatches(storedHash: string | undefined, secret: string): boolean {
  const expected = Buffer.from(storedHash ?? hashSecret('unknown'), 'hex');
  return timingSafeEqual(expected, Buffer.from(hashSecret(secret), 'hex')) && storedHash !== undefined;
}

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
