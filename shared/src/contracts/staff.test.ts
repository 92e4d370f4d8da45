import { STAFF_AREAS, STAFF_ROLES, isStaffRole, mayUse, staffRoleSchema } from './staff';

// Who may use which part of the back office: the API's guards and the back office's menu read
// the same table.
describe('staff roles and the areas they may use', () => {
  it('has the three roles, and knows nothing else as one', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'editor', 'finance']);
    for (const role of STAFF_ROLES) {
      expect(isStaffRole(role)).toBe(true);
      expect(staffRoleSchema.parse(role)).toBe(role);
    }
    for (const other of ['Admin', 'learner', '', null, undefined, 1]) {
      expect(isStaffRole(other)).toBe(false);
      expect(staffRoleSchema.safeParse(other).success).toBe(false);
    }
  });

  it.each([
    ['authoring', ['admin', 'editor']],
    ['sales', ['admin', 'finance']],
    ['administration', ['admin']],
  ] as const)('lets only %s’s roles into it', (area, roles) => {
    expect(STAFF_AREAS[area]).toEqual(roles);
    for (const role of STAFF_ROLES) expect(mayUse(role, area)).toBe(roles.includes(role as never));
    expect(mayUse(null, area)).toBe(false);
    expect(mayUse(undefined, area)).toBe(false);
  });
});
