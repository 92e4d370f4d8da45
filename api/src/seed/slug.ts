/** The slug helper lives with the contracts now: the back office derives slugs with it too. */
export { slugify } from '@lms/shared/contracts';
