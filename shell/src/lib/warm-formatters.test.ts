import { pageFormats } from './warm-formatters';

it('warms the formatters for pages that show dates or prices, and only for those', () => {
  for (const hash of [
    '',
    '#/',
    '#/courses/online',
    '#/courses/details/dis-ticaret',
    '#/user/cart',
    '#/blogs',
    '#/account/courses',
    '#/unknown/page',
  ])
    expect([hash, pageFormats(hash)]).toEqual([hash, true]);
  for (const hash of ['#/contacts', '#/faqs', '#/login', '#/info/3', '#/gallery/detail/2'])
    expect([hash, pageFormats(hash)]).toEqual([hash, false]);
});
