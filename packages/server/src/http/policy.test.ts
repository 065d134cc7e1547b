import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { definePolicy, isAdmin } from './policy.js';

const notePolicy = definePolicy<'read' | 'delete', { owner: number; shared: boolean }>({
  read: { allow: (actor, note) => note.shared || actor?.id === note.owner, deny: { key: 'notFound', status: 404 } },
  delete: { allow: (actor, note) => actor?.id === note.owner || isAdmin(actor), deny: { key: 'auth.forbidden', status: 403 } },
});

function refusal(fn: () => void): { key: string; status: number } | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { key: err.key, status: err.status };
  }
}

describe('definePolicy', () => {
  const mine = { owner: 1, shared: false };
  it('answers each action by its rule, for a learner, an admin and nobody', () => {
    expect(notePolicy.can({ id: 1 }, 'read', mine)).toBe(true);
    expect(notePolicy.can({ id: 2 }, 'read', mine)).toBe(false);
    expect(notePolicy.can(null, 'read', { owner: 1, shared: true })).toBe(true);
    expect(notePolicy.can({ id: 2, role: 'admin' }, 'delete', mine)).toBe(true);
    expect(notePolicy.can({ id: 2, role: 'user' }, 'delete', mine)).toBe(false);
    expect(notePolicy.can(null, 'delete', mine)).toBe(false);
  });

  it("throws the action's own refusal, and nothing when allowed", () => {
    expect(refusal(() => notePolicy.authorize({ id: 1 }, 'delete', mine))).toBeNull();
    expect(refusal(() => notePolicy.authorize({ id: 2 }, 'read', mine))).toEqual({ key: 'notFound', status: 404 });
    expect(refusal(() => notePolicy.authorize({ id: 2 }, 'delete', mine))).toEqual({ key: 'auth.forbidden', status: 403 });
  });
});
