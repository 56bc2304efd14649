/** A model named as provider/id, as settings and requests write it. */
import { z } from 'zod';

export const modelRefSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+\/\S+$/, 'must look like provider/model-id')
  .describe('a model as provider/id, e.g. anthropic/claude-sonnet-4-5');
