/**
 * The one shape of authorization. A module's `policy.ts` declares, for each action on its
 * resource, who may take it (a rule over the actor and the resource as loaded) and what a refusal
 * answers: one message key and one status, 403, or 404 where the resource's existence is itself
 * private (another learner's playlist). Routes and services call
 * `policy.authorize(actor, action, resource)`, which throws that error; `policy.can(...)` answers
 * the same rule as a boolean where a refusal is not an error (a list filter, a flag in a response,
 * or a caller whose contract names its own not-found message).
 *
 * Facts that need the database (are two learners friends, is one blocked) are loaded by the
 * service into the resource, or checked by the policy file's `assert…` functions that read them.
 */
import type { Actor } from './context.js';
import type { ErrorKey } from '@qfl/core';
import { AppError } from './errors.js';

/**
 * Who acts: a signed-in learner (the role where a rule needs it), or nobody (routes with
 * `auth: 'optional'`).
 */
export type PolicyActor = (Pick<Actor, 'id'> & Partial<Pick<Actor, 'role'>>) | null;

export interface Rule<R> {
  allow(actor: PolicyActor, resource: R): boolean;
  /** The refusal: its message key and status. */
  deny: { key: ErrorKey; status: 403 | 404 };
}

export interface Policy<A extends string, R> {
  can(actor: PolicyActor, action: A, resource: R): boolean;
  /** Throws the action's refusal unless the actor may. */
  authorize(actor: PolicyActor, action: A, resource: R): void;
}

export function definePolicy<A extends string, R>(rules: Record<A, Rule<R>>): Policy<A, R> {
  const can = (actor: PolicyActor, action: A, resource: R) => rules[action].allow(actor, resource);
  return {
    can,
    authorize(actor, action, resource) {
      if (!can(actor, action, resource)) throw new AppError(rules[action].deny.key, rules[action].deny.status);
    },
  };
}

export const isAdmin = (actor: PolicyActor): boolean => actor?.role === 'admin';
