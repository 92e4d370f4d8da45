type Params = Readonly<Record<string, string | undefined>>;

const ACCOUNT_TITLES: Record<string, string> = {
  courses: 'myTrainings',
  info: 'myAccountInfo',
  password: 'changePassword',
  orders: 'title_myOrders',
  privacy: 'title_myPrivacy',
};

/**
 * The tab title of every route of the route table: a key in the shell's locales, by
 * the route's path and its parameters. A page may name itself better (`useDocumentTitle`).
 */
export const ROUTE_TITLES: Record<string, string | ((params: Params) => string)> = {
  '/': 'home',
  'courses/:courseType': ({ courseType }) => `courseType_${courseType ?? ''}`,
  'courses/details/:nameSlug': 'title_courseDetail',
  'courses/videos/:nameSlug': 'title_courseVideos',
  'user/exam/:userExamId': 'title_exam',
  'certificates/verify/:code': 'title_certificateVerify',
  'user/cart': 'cart',
  'payment/success/eft': 'title_paymentEft',
  'payment/success/free': 'title_paymentFree',
  'payment/success/:trackingId': 'title_paymentSuccess',
  'payment/fail/:trackingId': 'title_paymentFail',
  contacts: 'contacts',
  faqs: 'faq',
  galleries: 'gallery',
  'gallery/detail/:id': 'title_galleryDetail',
  blogs: 'blog',
  'blog/detail/:nameSlug': 'title_blogPost',
  'info/:id': ({ id }) => `info_${id ?? ''}`,
  test: 'siteName',
  login: 'login',
  signup: 'signup',
  forgotpassword: 'title_forgotPassword',
  'resetpassword/:hash': 'title_resetPassword',
  'verify-email/:token': 'title_verifyEmail',
  'account/*': (params) => ACCOUNT_TITLES[params['*']?.split('/')[0] ?? ''] ?? 'title_account',
  'newsletter/confirm/:token': 'newsletterConfirmTitle',
  'newsletter/unsubscribe/:token': 'newsletterUnsubscribeTitle',
  '*': 'pageNotFound',
};

/** The locale keys to try for a route's title, best first. */
export const routeTitleKeys = (path: string, params: Params): string[] => {
  const title = ROUTE_TITLES[path] ?? ROUTE_TITLES['*']!;
  const key = typeof title === 'function' ? title(params) : title;
  // An information page the locales do not name is still "Information"; an unknown course type
  // is the not-found page.
  if (path === 'info/:id') return [key, 'title_info'];
  if (path === 'courses/:courseType') return [key, 'pageNotFound'];
  return [key];
};
