/**
 * The zod validator of every route, with one rule added: a request without a body is validated as
 * `undefined`, whatever Fastify hands over for it (`null` when a POST carries nothing, '' for an empty text body), so a body
 * schema that is optional accepts a POST without a body, as the API contract shows such calls.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

export const appValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === null || data === '' ? undefined : data);
};
