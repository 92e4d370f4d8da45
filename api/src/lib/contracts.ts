/**
 * Runtime values from `@lms/shared/contracts`.
 *
 * The shared package ships TypeScript source and has no `"type": "module"`, so tsx loads it as
 * CommonJS, and Node cannot see its `export *` re-exports as named ESM exports (only `default`).
 * Importing the namespace and unwrapping `default` works in both module formats; type-only
 * imports can keep using `@lms/shared/contracts` directly.
 */
type Contracts = typeof import('@lms/shared/contracts');

const loaded = (await import('@lms/shared/contracts')) as Contracts & { default?: Contracts };
const contracts: Contracts =
  loaded.default && 'subscribeSchema' in loaded.default ? loaded.default : loaded;

export const {
  CourseTypeId,
  SERVER_ERROR_MESSAGE,
  siteSettingsSchema,
  subscribeSchema,
  INFO_PAGE_IDS,
  registerSchema,
  loginSchema,
  forgotPasswordSchema,
  verifyHashSchema,
  resetPasswordSchema,
  userProfileSchema,
  changePasswordSchema,
} = contracts;
