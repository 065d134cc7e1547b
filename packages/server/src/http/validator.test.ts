/**
 * A POST that the contract shows without a body works without one, however the client sends
 * "nothing": no content type, an empty JSON body, an empty text body. Apply of an upload answered
 * 500-style "Invalid input: body" (issue 27).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('requests without a body', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    headers = auth(await signUp(t, '13800138012'));
  });
  afterAll(() => t.close());

  const empties: [Record<string, string>, string | undefined][] = [
    [{}, undefined],
    [{ 'content-type': 'application/json' }, ''],
    [{ 'content-type': 'text/plain' }, ''],
  ];

  it('POST /api/upload/:uploadId/apply reaches the upload, not a validation error', async () => {
    for (const [h, payload] of empties) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/123e4567-e89b-42d3-a456-426614174000/apply',
        headers: { ...headers, ...h },
        payload,
      });
      expect(res.json().data.error, JSON.stringify(h)).toBe('upload.notFound');
    }
  });

  it('a body that is there is still validated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/123e4567-e89b-42d3-a456-426614174000/apply',
      headers,
      payload: [1, 2],
    });
    expect(res.statusCode).toBe(422);
  });
});
