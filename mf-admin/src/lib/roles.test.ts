import { STAFF_AREAS } from '@lms/shared/contracts';
import { ADMINS, EDITORS, FINANCE, roleOf } from './roles';

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
