import type { BlogPost, Gallery, SiteSettings } from '@lms/shared';

/** Small factories for the content remote's tests; override what a test is about. */
export const buildBlogPost = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  url: 'e-ihracatta-basarinin-5-altin-kurali',
  title: 'E-İhracatta Başarının 5 Altın Kuralı',
  description: '<p>E-ihracat, dünya pazarlarına açılmanın en hızlı yoludur.</p>',
  createDate: '2025-01-20T07:00:00.000Z',
  fileUrl: 'http://api.test/images/blog/e-ihracat.svg',
  ...overrides,
});

export const buildGallery = (overrides: Partial<Gallery> = {}): Gallery => ({
  id: 3,
  title: 'Hazır Giyim Uygulama Atölyesi',
  shortDescription: 'Kalıptan numuneye bütün süreç atölyede.',
  description: '<p>Katılımcılarımız numunelerini dikti.</p>',
  createDate: '2026-03-12T08:00:00.000Z',
  filePaths: [1, 2, 3].map((n) => `http://api.test/images/galleries/atolye-${n}.svg`),
  imageAlts: ['', '', ''],
  ...overrides,
});

export const buildSiteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  onlineCourses: [],
  physicalCourses: [],
  freeCourses: [],
  courseTypes: [],
  blogPosts: [],
  banners: [],
  fax: '0212 451 36 99',
  telephone: '0212 451 36 00',
  facebook: 'https://www.facebook.com/ihracatakademisi',
  instagram: 'https://www.instagram.com/ihracatakademisi',
  youtube: 'https://www.youtube.com/@ihracatakademisi',
  address: 'Yenibosna Merkez Mah. Çınar Cad. No: 12',
  twitterUrl: '',
  whatsapp: '',
  emailForContact: 'egitim@ihracatakademi.org.tr',
  locationLat: 40.998412,
  locationLong: 28.836218,
  introVideoUrl: '',
  introVideoCaptions: null,
  bankName: '',
  bankAccountHolder: '',
  iban: '',
  ...overrides,
});
