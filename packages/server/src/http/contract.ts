/**
 * Response contracts. A route declares the zod schema of its *data* (from @qfl/core) as
 * `schema.response[200]`; handlers return that data, typed by the schema. The serializer below
 * checks the data against the schema and writes the success envelope around it, and the OpenAPI
 * transform shows the envelope around the same schema in /api/docs. So the envelope is still
 * written in one place (this file and the error handler in envelope.ts), and no response type is
 * declared twice: the web client imports the same schemas' types from @qfl/core.
 */
import { ENVELOPE_CODES } from '@qfl/core';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { jsonSchemaTransform, ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type SchemaLike = ZodType | { properties: ZodType };
const resolve = (s: SchemaLike): ZodType => (s instanceof z.ZodType ? s : s.properties);

/**
 * True when checking data against the schema is the same in both directions: no codec,
 * transform, pipe or default (those make the input and output JSON Schemas differ). Zod runs
 * the forward direction (parse) on compiled code and the backward one (encode) on the generic
 * path, 4-5 times slower; a schema that reads the same both ways is checked with parse.
 */
export function symmetric(schema: ZodType): boolean {
  // The output side closes objects (additionalProperties: false); both directions strip extra keys alike.
  const text = (io: 'input' | 'output') =>
    JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), (key, value) =>
      key === 'additionalProperties' && value === false ? undefined : value,
    );
  try {
    const output = text('output');
    return text('input') === output && !/^\{("\$schema":"[^"]*")?\}$/.test(output);
  } catch {
    return false;
  }
}

/**
 * symmetric() per schema, remembered: it draws the schema's JSON Schema twice, and the same
 * module-level schemas come back for every app built in a process (each test builds its own).
 */
const symmetry = new WeakMap<ZodType, boolean>();
function isSymmetric(schema: ZodType): boolean {
  let known = symmetry.get(schema);
  if (known === undefined) {
    known = symmetric(schema);
    symmetry.set(schema, known);
  }
  return known;
}

/** Serializes a route's 2xx data inside the success envelope after checking it against the schema. */
export const envelopeSerializerCompiler: FastifySerializerCompiler<SchemaLike> = ({ schema, method, url, httpStatus }) => {
  const dataSchema = resolve(schema);
  const success = /^2/.test(String(httpStatus));
  const check = isSymmetric(dataSchema) ? (data: unknown) => dataSchema.safeParse(data) : (data: unknown) => dataSchema.safeEncode(data);
  return (data: unknown) => {
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(success ? { code: ENVELOPE_CODES.ok, msg: 'ok', data: result.data } : result.data);
  };
};

type Transform = typeof jsonSchemaTransform;
type JsonObject = Record<string, unknown>;

/** jsonSchemaTransform, then the success envelope drawn around every JSON 2xx response in /api/docs. */
export const contractSchemaTransform: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const response = (out.schema as { response?: Record<string, JsonObject> } | undefined)?.response;
  if (response) {
    for (const [status, body] of Object.entries(response)) {
      if (!/^2/.test(status) || 'content' in body) continue;
      response[status] = {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: { code: { type: 'integer', const: ENVELOPE_CODES.ok }, msg: { type: 'string' }, data: body },
      };
    }
  }
  return out;
};
