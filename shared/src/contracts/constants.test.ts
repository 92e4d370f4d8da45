import { courseTypeNameOf, isCourseTypeName } from './constants';

describe('course types (spec §9)', () => {
  it('names each course type id the API sends, and nothing for an id it does not know', () => {
    expect([1, 2, 3, 5].map(courseTypeNameOf)).toEqual([
      'online',
      'physical',
      'free',
      'certificateProgram',
    ]);
    expect(courseTypeNameOf(4)).toBeUndefined();
    expect(courseTypeNameOf(0)).toBeUndefined();
  });

  it('takes only a course type name as the list page’s route parameter', () => {
    for (const name of ['online', 'physical', 'free', 'certificateProgram']) {
      expect(isCourseTypeName(name)).toBe(true);
    }
    for (const value of [undefined, '', 'Online', 'certificate', 'toString']) {
      expect(isCourseTypeName(value)).toBe(false);
    }
  });
});
