import { shellKeys as sharedShellKeys } from '@lms/shared';

/**
 * Query keys of the shell, rooted at its name so they never collide with a remote's: the site
 * settings' key (@lms/shared, every remote reads them) and the shell's own.
 */
export const shellKeys = {
  ...sharedShellKeys,
  newsletterConfirmation: (token: string) =>
    [...sharedShellKeys.all, 'newsletterConfirm', token] as const,
  newsletterUnsubscribe: (token: string) =>
    [...sharedShellKeys.all, 'newsletterUnsubscribe', token] as const,
};
