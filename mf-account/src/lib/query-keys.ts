/**
 * Query keys of the account remote, rooted at its name so they never collide (architecture §3).
 * The profile's key is in @lms/shared (`userProfileKey`): the shell and content read it too.
 */
export const accountKeys = {
  all: ['account'] as const,
  courses: () => [...accountKeys.all, 'courses'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  consents: () => [...accountKeys.all, 'consents'] as const,
  certificates: () => [...accountKeys.all, 'certificates'] as const,
  withdrawal: (trackingId: string) => [...accountKeys.all, 'withdrawal', trackingId] as const,
  team: () => [...accountKeys.all, 'team'] as const,
  resetHash: (hash: string) => [...accountKeys.all, 'reset-hash', hash] as const,
  verifyEmail: (token: string) => [...accountKeys.all, 'verify-email', token] as const,
};
