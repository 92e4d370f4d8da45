import { paramsForHash, routeForHash } from './preload-route';
import { isChunkOfPage } from './remote-loader';

describe('routeForHash', () => {
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
    expect(routeForHash(hash)?.remote).toBe(remote);
  });

  it('names the page, a static segment before a parameter', () => {
    expect(routeForHash('#/payment/success/eft')?.id).toBe('paymentEft');
    expect(routeForHash('#/payment/success/PAY-1')?.id).toBe('paymentSuccess');
    expect(routeForHash('#/courses/details/dis-ticaret-101')?.id).toBe('courseDetail');
  });

  it("names no remote for a route the table does not have, or for the shell's own pages", () => {
    expect(routeForHash('#/no/such/page')).toBeUndefined();
    expect(routeForHash('#/test')).toBeUndefined();
    expect(routeForHash('#/newsletter/confirm/abc')).toBeUndefined();
  });
});

describe('isChunkOfPage', () => {
  const at = (file: string) => `http://localhost:3001/${file}`;

  it("takes the page's chunks, the parts split out of it and the routes module", () => {
    const ofHome = isChunkOfPage('home');
    expect(ofHome(at('page-home.c43ebf53.js'))).toBe(true);
    expect(ofHome(at('page-home_carousels.60a16e42.js'))).toBe(true);
    expect(ofHome(at('page-courseList~page-home.0a1b2c3d.js'))).toBe(true);
    expect(ofHome(at('__federation_expose_routes.f1aadc34.js?v=1'))).toBe(true);
  });

  it("leaves other pages' chunks, numbered chunks and later parts", () => {
    const ofHome = isChunkOfPage('home');
    expect(ofHome(at('page-homework.c43ebf53.js'))).toBe(false);
    expect(ofHome(at('page-courseList~page-courseDetail.0a1b2c3d.js'))).toBe(false);
    expect(ofHome(at('210.b216e0b4.js'))).toBe(false);
    expect(ofHome(at('home-intro-video.4a3d49ca.js'))).toBe(false);
    expect(ofHome(at('__federation_expose_SearchOverlay.7c72ccbd.js'))).toBe(false);
  });
});

describe('paramsForHash', () => {
  it("reads a route's parameters from the hash, decoded", () => {
    expect(
      paramsForHash('courses/details/:nameSlug', '#/courses/details/d%C4%B1s-ticaret?x=1'),
    ).toEqual({ nameSlug: 'dıs-ticaret' });
    expect(paramsForHash('payment/:result/:method', '#/payment/success/eft')).toEqual({
      result: 'success',
      method: 'eft',
    });
    expect(paramsForHash('courses/online', '#/courses/online')).toEqual({});
  });

  it('gives the rest of the address after a trailing * as `*`', () => {
    expect(paramsForHash('account/*', '#/account/courses?tab=1')).toEqual({ '*': 'courses' });
    expect(paramsForHash('account/*', '#/account/orders/%C3%B6zel')).toEqual({
      '*': 'orders/özel',
    });
    expect(paramsForHash('account/*', '#/account')).toEqual({ '*': '' });
  });
});
