/** The five remotes the shell composes (architecture §1). */
export const REMOTE_NAMES = ['catalog', 'checkout', 'learning', 'content', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who may open a page: only a guest (login, signup) or only a signed-in user (spec §2). */
export type PageGuard = 'guest' | 'user';

interface PageRouteSpec {
  path: string;
  remote: RemoteName;
  guard?: PageGuard;
}

/**
 * Every remote page of spec §2, by page id: its path relative to the hash root, the remote that
 * owns it and its guard. The shell's route table and each remote's route manifest
 * (`exposes/routes.tsx`, built with `routesOf`) both read it, so a page id is a type: a typo, a
 * page no remote provides or a remote missing one of its pages does not compile.
 */
export const PAGE_ROUTES = {
  home: { path: '/', remote: 'catalog' },
  courseList: { path: 'courses/:courseType', remote: 'catalog' },
  courseDetail: { path: 'courses/details/:nameSlug', remote: 'catalog' },
  courseVideos: { path: 'courses/videos/:nameSlug', remote: 'learning' },
  exam: { path: 'user/exam/:userExamId', remote: 'learning' },
  certificateVerify: { path: 'certificates/verify/:code', remote: 'learning' },
  cart: { path: 'user/cart', remote: 'checkout' },
  paymentEft: { path: 'payment/success/eft', remote: 'checkout' },
  paymentFree: { path: 'payment/success/free', remote: 'checkout' },
  paymentSuccess: { path: 'payment/success/:trackingId', remote: 'checkout' },
  paymentFail: { path: 'payment/fail/:trackingId', remote: 'checkout' },
  contacts: { path: 'contacts', remote: 'content' },
  faqs: { path: 'faqs', remote: 'content' },
  galleries: { path: 'galleries', remote: 'content' },
  galleryDetail: { path: 'gallery/detail/:id', remote: 'content' },
  blogs: { path: 'blogs', remote: 'content' },
  blogDetail: { path: 'blog/detail/:nameSlug', remote: 'content' },
  info: { path: 'info/:id', remote: 'content' },
  login: { path: 'login', remote: 'account', guard: 'guest' },
  signup: { path: 'signup', remote: 'account', guard: 'guest' },
  forgotPassword: { path: 'forgotpassword', remote: 'account' },
  resetPassword: { path: 'resetpassword/:hash', remote: 'account' },
  verifyEmail: { path: 'verify-email/:token', remote: 'account' },
  account: { path: 'account/*', remote: 'account', guard: 'user' },
} as const satisfies Record<string, PageRouteSpec>;

/** The id of a remote page: a key of `PAGE_ROUTES`. */
export type PageId = keyof typeof PAGE_ROUTES;

/** The ids of the pages remote `R` owns. */
export type PageIdOf<R extends RemoteName> = {
  [Id in PageId]: (typeof PAGE_ROUTES)[Id]['remote'] extends R ? Id : never;
}[PageId];

/** A page's route as the shell's route table lists it. */
export interface PageRoute {
  id: PageId;
  path: string;
  remote: RemoteName;
  guard?: PageGuard;
}

/** `PAGE_ROUTES` as a list, in its order. */
export const pageRoutes = (): PageRoute[] =>
  (Object.keys(PAGE_ROUTES) as PageId[]).map((id) => ({ id, ...PAGE_ROUTES[id] }));
