import type { RemoteName } from '../remotes/remote-loader';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The page id the remote's `./routes` module exports it under. */
  page: string;
  guard?: 'guest' | 'user';
}

/**
 * Every route of spec §2 and the remote that owns it (architecture §1). Paths are relative to the
 * hash root; static segments win over parameters (payment/success/eft before :trackingId).
 */
export const ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'catalog', page: 'home' },
  { path: 'courses/:courseType', remote: 'catalog', page: 'courseList' },
  { path: 'courses/details/:nameSlug', remote: 'catalog', page: 'courseDetail' },
  { path: 'courses/videos/:nameSlug', remote: 'learning', page: 'courseVideos' },
  { path: 'user/exam/:userExamId', remote: 'learning', page: 'exam' },
  { path: 'certificates/verify/:code', remote: 'learning', page: 'certificateVerify' },
  { path: 'user/cart', remote: 'checkout', page: 'cart' },
  { path: 'payment/success/eft', remote: 'checkout', page: 'paymentEft' },
  { path: 'payment/success/free', remote: 'checkout', page: 'paymentFree' },
  { path: 'payment/success/:trackingId', remote: 'checkout', page: 'paymentSuccess' },
  { path: 'payment/fail/:trackingId', remote: 'checkout', page: 'paymentFail' },
  { path: 'contacts', remote: 'content', page: 'contacts' },
  { path: 'faqs', remote: 'content', page: 'faqs' },
  { path: 'galleries', remote: 'content', page: 'galleries' },
  { path: 'gallery/detail/:id', remote: 'content', page: 'galleryDetail' },
  { path: 'blogs', remote: 'content', page: 'blogs' },
  { path: 'blog/detail/:nameSlug', remote: 'content', page: 'blogDetail' },
  { path: 'info/:id', remote: 'content', page: 'info' },
  { path: 'test', remote: 'content', page: 'test' },
  { path: 'login', remote: 'account', page: 'login', guard: 'guest' },
  { path: 'signup', remote: 'account', page: 'signup', guard: 'guest' },
  { path: 'forgotpassword', remote: 'account', page: 'forgotPassword' },
  { path: 'resetpassword/:hash', remote: 'account', page: 'resetPassword' },
  { path: 'verify-email/:token', remote: 'account', page: 'verifyEmail' },
  { path: 'account/*', remote: 'account', page: 'account', guard: 'user' },
];
