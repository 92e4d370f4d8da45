// The React-facing part of @lms/shared, a federation singleton. Zod schemas stay behind the
// `@lms/shared/contracts` subpath so they load only with the forms that use them.
export type * from './contracts';
export * from './contracts/constants';
export * from './contracts/validators';
export * from './contracts/images';
export * from './session/session-store';
export * from './session/use-logout';
export * from './config/runtime-config';
export * from './api/api-client';
export * from './api/share-url';
export * from './format/format';
export * from './format/duration';
export * from './format/use-formatters';
export * from './i18n';
export * from './ui/theme';
export * from './ui/spinner';
export * from './ui/button';
export * from './ui/field';
export * from './ui/dialog';
export * from './ui/overlays';
export * from './ui/message-store';
export * from './ui/feedback';
export * from './ui/card';
export * from './ui/query-state';
export * from './ui/layout';
export * from './ui/search-frame';
export * from './ui/not-found';
export * from './remote/remote-widget';
export {
  pageComponent,
  routesOf,
  type RemoteRoutes,
  type RemoteRoutesOf,
} from './remote/route-manifest';
export * from './remote/remote-errors';
export * from './remote/release-hold';
export * from './hooks/site-settings';
export * from './hooks/basket-view';
export * from './hooks/course-details';
export * from './hooks/user-profile';
export * from './hooks/my-orders';
export * from './hooks/document-title';
export * from './providers';
export * from './ui/picture';
export * from './ui/after-first-paint';
export * from './ui/near-screen';
