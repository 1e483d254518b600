// Staff roles and their ranks, shared by server checks and client screens: admin 3, editor 2, viewer 1.
import { ROLES, type Role } from './tables.ts';

export { ROLES, type Role };

export const ROLE_RANK: Record<Role, number> = { admin: 3, editor: 2, viewer: 1 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `required` or ranks above it; no role never qualifies. */
export function atLeast(role: Role | null | undefined, required: Role): boolean {
  return role != null && ROLE_RANK[role] >= ROLE_RANK[required];
}

/** Every role that is `required` or ranks above it, for a query's `role in (…)`. */
export function rolesAtLeast(required: Role): Role[] {
  return ROLES.filter((role) => atLeast(role, required));
}

/** What a page or endpoint asks of a signed-in account: a role at least, or only being signed in (any role or none). */
export type AccessLevel = Role | 'signed-in';

/** True when a signed-in account with `role` meets `level`. */
export function meetsAccess(role: Role | null | undefined, level: AccessLevel): boolean {
  return level === 'signed-in' || atLeast(role, level);
}

/** True when `role` is exactly `expected`. */
export function is(role: Role | null | undefined, expected: Role): boolean {
  return role === expected;
}

/** Labels for the role selector, in the spec's order. */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };

/** The role badge text: the role in upper case, or 'NO ROLE'. */
export function roleBadgeText(role: Role | null | undefined): string {
  return role ? role.toUpperCase() : 'NO ROLE';
}

/** A stored role value as a Role; anything else (null, a retired role) means no role at all. */
export function toRole(value: unknown): Role | null {
  return isRole(value) ? value : null;
}
