/** Query keys of the shell, rooted at its name so they never collide with a remote's. */
export const shellKeys = {
  all: ['shell'] as const,
  newsletterConfirmation: (token: string) =>
    [...shellKeys.all, 'newsletterConfirm', token] as const,
};
