import { bannerSchema, siteSettingsSchema } from './settings';

// GET /v1/WebsiteSettings/getwebsiteparts (spec §3): the site settings every page reads.
const card = {
  id: 101,
  name: 'Dış Ticarete Giriş',
  nameSlug: 'dis-ticarete-giris',
  thumbnailImagePath: 'http://api.test/images/courses/101.svg',
  alertMessage: null,
  courseEndDate: '2027-01-15T09:00:00.000Z',
  price: 1750,
  courseType: { id: 1 },
};
const banner = {
  link: '#/courses/online',
  filePath: 'http://api.test/images/banners/home-1.svg',
  phoneFilePath: 'http://api.test/images/banners/home-1-phone.svg',
  text: {
    tr: { title: 'Dünyaya açılın', subtitle: 'Online eğitimler', button: 'İncele' },
    en: { title: 'Go global', subtitle: 'Online courses', button: 'Explore' },
  },
};
const settings = {
  onlineCourses: [card],
  physicalCourses: [{ ...card, id: 102, courseType: { id: 2 } }],
  freeCourses: [],
  courseTypes: [{ id: 1, name: 'online' }],
  blogPosts: [
    {
      url: 'e-ihracat',
      title: 'E-ihracat',
      description: 'Kısa',
      createDate: '2026-11-01',
      fileUrl: 'http://api.test/images/blogs/e-ihracat.svg',
    },
  ],
  banners: [banner],
  fax: '0212 000 00 01',
  telephone: '0212 000 00 00',
  facebook: 'https://facebook.com/x',
  instagram: 'https://instagram.com/x',
  youtube: 'https://youtube.com/x',
  address: 'Yenibosna / İstanbul',
  twitterUrl: 'https://x.com/x',
  whatsapp: '905320000000',
  emailForContact: 'bilgi@ornek.org.tr',
  locationLat: 41.0,
  locationLong: 28.8,
  introVideoUrl: 'http://api.test/media/intro.mp4',
  introVideoCaptions: { tr: 'http://api.test/tr.vtt', en: 'http://api.test/en.vtt' },
  bankName: 'Ziraat Bankası',
  bankAccountHolder: 'İhracat Akademisi Vakfı',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
};

describe('the site settings', () => {
  it('reads every part whole, and leaves out what it does not declare', () => {
    expect(siteSettingsSchema.parse(settings)).toEqual(settings);
    expect(
      siteSettingsSchema.parse({
        ...settings,
        smtpPassword: 'secret',
        onlineCourses: [{ ...card, cost: 1 }],
        banners: [{ ...banner, text: { ...banner.text, tr: { ...banner.text.tr, x: 1 } } }],
      }),
    ).toEqual(settings);
  });

  it('needs every part', () => {
    for (const key of Object.keys(settings)) {
      const { [key]: _left, ...rest } = settings as Record<string, unknown>;
      expect([key, siteSettingsSchema.safeParse(rest).success]).toEqual([key, false]);
    }
  });

  it('reads a banner without a phone picture or words, and without captions for the video', () => {
    const plain = { ...banner, phoneFilePath: null, text: null };
    expect(bannerSchema.parse(plain)).toEqual(plain);
    expect(
      siteSettingsSchema.parse({ ...settings, introVideoCaptions: null }).introVideoCaptions,
    ).toBeNull();
    expect(bannerSchema.safeParse({ ...banner, text: { tr: banner.text.tr } }).success).toBe(false);
  });
});
