import { STAFF_AREAS } from '@lms/shared/contracts';
import { ADMINS, EDITORS, FINANCE, mayOpen, roleOf, roleOfProfile } from './roles';

it('names the same roles per area as the API checks', () => {
  expect(EDITORS).toEqual(STAFF_AREAS.authoring);
  expect(FINANCE).toEqual(STAFF_AREAS.sales);
  expect(ADMINS).toEqual(STAFF_AREAS.administration);
});

it("reads a session's role, null for a learner, undefined for an old session", () => {
  const user = { id: 1, name: 'A', surname: 'B', email: 'a@b.c' };
  expect(roleOf({ ...user, role: 'editor' })).toBe('editor');
  expect(roleOf({ ...user, role: null })).toBeNull();
  expect(roleOf(user)).toBeUndefined();
  expect(roleOf(null)).toBeUndefined();
});

it('takes only a staff role from a session or a profile, anything else is a learner', () => {
  const user = { id: 1, name: 'A', surname: 'B', email: 'a@b.c' };
  for (const role of ['admin', 'editor', 'finance'] as const) {
    expect(roleOf({ ...user, role })).toBe(role);
    expect(roleOfProfile({ role })).toBe(role);
  }
  expect(roleOf({ ...user, role: 'student' as never })).toBeNull();
  expect(roleOfProfile({ role: 'Admin' })).toBeNull();
  expect(roleOfProfile({})).toBeNull();
  expect(roleOfProfile(null)).toBeNull();
});

it('lets a role open an area only when the area names it', () => {
  expect(mayOpen('editor', EDITORS)).toBe(true);
  expect(mayOpen('finance', EDITORS)).toBe(false);
  expect(mayOpen('admin', ADMINS)).toBe(true);
  expect(mayOpen(null, EDITORS)).toBe(false);
  expect(mayOpen(undefined, FINANCE)).toBe(false);
});
