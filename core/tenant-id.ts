/** A tenant id as every entry point (environment, CLI, admin API) accepts it. Pure. */
import { z } from 'zod';

export const TenantId = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 characters of letters, digits, dot, dash or underscore');
