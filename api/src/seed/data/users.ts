import type { StaffRole } from '@lms/shared/contracts';

/** Demo accounts, documented in the README. Passwords follow the strong rule of spec §5. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface UserSeed {
  email: string;
  name: string;
  surname: string;
  citizenId: string;
  phone: string;
  isCorporate?: boolean;
  taxNumber?: string;
  taxOffice?: string;
  companyName?: string;
  address?: string;
  /** A staff account's role; learners have none. */
  role?: StaffRole;
  /** Courses this user owns, by id (online courses 101–103 get videos and exams). */
  owns: number[];
  /**
   * Owned courses whose every video this learner has watched through, credited as played time
   *: their exams are open to her.
   */
  watched?: number[];
}

export const usersSeed: UserSeed[] = [
  {
    email: 'ayse.yilmaz@ornek.com.tr',
    name: 'Ayşe',
    surname: 'Yılmaz',
    citizenId: '10000000146',
    phone: '05321234567',
    owns: [101, 102, 103],
  },
  {
    // A learner who has watched her courses' videos: their exams are open.
    email: 'deniz.aydin@ornek.com.tr',
    name: 'Deniz',
    surname: 'Aydın',
    citizenId: '10000000146',
    phone: '05331234567',
    owns: [101, 102, 103],
    watched: [101, 102, 103],
  },
  {
    email: 'kurumsal@ornek.com.tr',
    name: 'Mehmet',
    surname: 'Kaya',
    citizenId: '10000000146',
    phone: '02124513600',
    isCorporate: true,
    taxNumber: '1234567890',
    taxOffice: 'Bahçelievler',
    companyName: 'Anadolu Tekstil Sanayi ve Ticaret A.Ş.',
    address: 'Yenibosna Merkez Mah. Sanayi Cad. No: 4, Bahçelievler / İstanbul',
    owns: [],
  },
  // The back office's demo staff, one per role; never seeded in production.
  ...(
    [
      ['yonetici@ornek.com.tr', 'Zeynep', 'Demir', 'admin'],
      ['editor@ornek.com.tr', 'Can', 'Öztürk', 'editor'],
      ['muhasebe@ornek.com.tr', 'Elif', 'Şahin', 'finance'],
    ] as const
  ).map(([email, name, surname, role]) => ({
    email,
    name,
    surname,
    citizenId: '10000000146',
    phone: '02124513600',
    role,
    owns: [],
  })),
];
