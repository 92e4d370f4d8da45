/** Query keys of the account remote, rooted at its name so they never collide (architecture §3). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  courses: () => [...accountKeys.all, 'courses'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  resetHash: (hash: string) => [...accountKeys.all, 'reset-hash', hash] as const,
  verifyEmail: (token: string) => [...accountKeys.all, 'verify-email', token] as const,
};
