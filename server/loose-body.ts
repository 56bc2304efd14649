/**
 * A route whose body the document describes in full but whose content a deeper layer validates (the store checks
 * entries whole and names the entry and field; a wire-format decoder answers a 422 naming the JSON pointer): the
 * route's own validator checks the body against a lighter schema instead, and every other request part as usual.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export function validateBodyAs<Schema>(checked: z.ZodType): FastifySchemaCompiler<Schema> {
  // Fastify hands each request part's own zod schema to the compiler (typed as the route's schema object).
  return (route) =>
    validatorCompiler({ ...route, schema: route.httpPart === 'body' ? checked : (route.schema as z.ZodType) });
}
