import { issuesOf } from '../testing/issues';
import { idParam, slugParam } from './common';

describe('the path parameters every area shares', () => {
  it('reads an id from the address as a number, and refuses what is not one', () => {
    expect(idParam.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-3', 'abc', '']) {
      expect(issuesOf(idParam, { id })).toEqual({ id: 'invalidId' });
    }
  });

  it('reads a slug of one line up to 200 characters', () => {
    expect(slugParam.parse({ slug: ' dis-ticarete-giris ' })).toEqual({
      slug: 'dis-ticarete-giris',
    });
    expect(issuesOf(slugParam, { slug: '' })).toEqual({ slug: 'invalidSlug' });
    expect(issuesOf(slugParam, { slug: 'a'.repeat(201) })).toEqual({ slug: 'fieldTooLong' });
  });
});
