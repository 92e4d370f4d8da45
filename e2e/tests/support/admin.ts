/** The seed's demo staff accounts (README "Demo accounts"), one per role. */
export const STAFF = {
  admin: { email: 'yonetici@ornek.com.tr', password: 'Demo1234!', name: 'Zeynep Demir' },
  editor: { email: 'editor@ornek.com.tr', password: 'Demo1234!', name: 'Can Öztürk' },
  finance: { email: 'muhasebe@ornek.com.tr', password: 'Demo1234!', name: 'Elif Şahin' },
} as const;
