import { remoteForHash } from './preload-route';

describe('remoteForHash', () => {
  it.each([
    ['', 'catalog'],
    ['#/', 'catalog'],
    ['#/courses/online', 'catalog'],
    ['#/courses/details/dis-ticaret-101', 'catalog'],
    ['#/courses/videos/dis-ticaret-101', 'learning'],
    ['#/user/cart', 'checkout'],
    ['#/payment/success/eft', 'checkout'],
    ['#/blog/detail/a-post?x=1', 'content'],
    ['#/account/orders/12', 'account'],
    ['#/login', 'account'],
  ])('%s → %s', (hash, remote) => {
    expect(remoteForHash(hash)).toBe(remote);
  });

  it('names no remote for a route the table does not have', () => {
    expect(remoteForHash('#/no/such/page')).toBeUndefined();
  });
});
