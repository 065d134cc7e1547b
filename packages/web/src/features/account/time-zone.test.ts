import { describe, expect, it } from 'vitest';
import { browserTimeZone, withTimeZone } from './time-zone';

describe('time zone', () => {
  it("adds the runtime's IANA zone to a body", () => {
    const zone = browserTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(withTimeZone({ phone: '1' })).toEqual({ phone: '1', timeZone: zone });
  });
});
