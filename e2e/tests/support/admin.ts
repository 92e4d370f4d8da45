/** The seed's demo staff accounts (README "Demo accounts"), one per role. */
export const STAFF = {
  admin: { email: 'yonetici@ornek.com.tr', password: 'Demo1234!', name: 'TODO' },
  editor: { email: 'editor@ornek.com.tr', password: 'Demo1234!', name: 'TODO' },
  finance: { email: 'muhasebe@ornek.com.tr', password: 'Demo1234!', name: 'TODO' },
} as const;
