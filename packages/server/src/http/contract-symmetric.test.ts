/** Which response schemas the serializer may check with zod's faster forward parse. */
import { userInfoSchema } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSerializerCompiler, symmetric } from './contract.js';

describe('symmetric', () => {
  it('holds for plain data schemas', () => {
    expect(symmetric(userInfoSchema)).toBe(true);
    expect(symmetric(z.object({ items: z.array(z.object({ id: z.number().int(), at: z.string().nullable() })) }))).toBe(true);
  });

  it('fails for anything that reads differently forward and backward', () => {
    expect(symmetric(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(symmetric(z.object({ s: z.string().transform((v) => v.trim()) }))).toBe(false);
    expect(symmetric(z.object({ s: z.string().pipe(z.string().min(2)) }))).toBe(false);
    expect(symmetric(z.codec(z.number(), z.date(), { decode: (n) => new Date(n), encode: (d) => d.getTime() }))).toBe(false);
    expect(symmetric(z.any())).toBe(false);
  });
});

describe('envelopeSerializerCompiler', () => {
  const compile = (schema: z.ZodType) =>
    envelopeSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof envelopeSerializerCompiler>[0]);

  it('checks the data either way and writes the envelope', () => {
    expect(compile(z.object({ a: z.number() }))({ a: 1, extra: 2 })).toBe('{"code":200,"msg":"ok","data":{"a":1}}');
    expect(() => compile(z.object({ a: z.number() }))({ a: 'x' })).toThrow();
    const codec = z.object({ at: z.codec(z.number(), z.date(), { decode: (n) => new Date(n), encode: (d) => d.getTime() }) });
    expect(compile(codec)({ at: new Date(5) })).toBe('{"code":200,"msg":"ok","data":{"at":5}}');
  });
});
