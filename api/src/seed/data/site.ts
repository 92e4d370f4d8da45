/** Site-wide seed rows: settings, course types, banners and instructors. */

export const FOUNDATION_NAME = 'İhracat Akademisi Mesleki Eğitim Vakfı';

export const siteSettingsSeed = {
  id: 1,
  address: 'Yenibosna Merkez Mah. Çınar Cad. No: 12, Eğitim Binası Kat: 3, 34197',
  telephone: '0212 451 36 00',
  fax: '0212 451 36 99',
  emailForContact: 'egitim@ihracatakademi.org.tr',
  facebook: 'https://www.facebook.com/ihracatakademi',
  instagram: 'https://www.instagram.com/ihracatakademi',
  youtube: 'https://www.youtube.com/@ihracatakademi',
  twitterUrl: 'https://x.com/ihracatakademi',
  whatsapp: '+90 532 451 36 00',
  locationLat: 40.9981,
  locationLong: 28.8364,
  // A six-second clip drawn with ffmpeg; the home page shows it once in the intro modal.
  introVideoUrl: '/images/videos/tanitim.mp4',
  bankName: 'Türkiye Vakıflar Bankası',
  bankAccountHolder: `${FOUNDATION_NAME} İktisadi İşletmesi`,
  iban: 'TR94 0001 5015 8100 7301 2345 67',
  foundationName: FOUNDATION_NAME,
  foundationAddress: 'Yenibosna Merkez Mah. Çınar Cad. No: 12, 34197 Bahçelievler / İstanbul',
};

/** Spec §9: 1 online, 2 physical, 3 free, 5 certificate program. */
export const courseTypesSeed = [
  { id: 1, name: 'Online Eğitimler' },
  { id: 2, name: 'Yüz Yüze Eğitimler' },
  { id: 3, name: 'Ücretsiz Eğitimler' },
  { id: 5, name: 'Sertifika Programları' },
];

interface BannerWords {
  title: string;
  subtitle: string;
  button: string;
}

export interface BannerSeed {
  link: string;
  /** The wide picture and its phone crop, both without text (drawn by draw-images.ts). */
  filePath: string;
  phoneFilePath: string;
  /** The words shown as HTML over the picture. */
  text: { tr: BannerWords; en: BannerWords };
  sort: number;
}

export const bannersSeed: BannerSeed[] = [
  {
    link: '#/courses/online',
    filePath: '/images/hero/banner-1-wide.svg',
    phoneFilePath: '/images/hero/banner-1-phone.svg',
    text: {
      tr: {
        title: 'Dünya Pazarlarına Açılın',
        subtitle: 'Online dış ticaret ve e-ihracat eğitimleriyle bugün başlayın',
        button: 'Hemen İncele',
      },
      en: {
        title: 'Reach World Markets',
        subtitle: 'Start today with online foreign trade and e-export training',
        button: 'Explore now',
      },
    },
    sort: 1,
  },
  {
    link: '#/courses/certificateProgram',
    filePath: '/images/hero/banner-2-wide.svg',
    phoneFilePath: '/images/hero/banner-2-phone.svg',
    text: {
      tr: {
        title: 'Sertifika Programları',
        subtitle: 'Modelistlikten dış ticaret uzmanlığına, sektörün aradığı yetkinlikler',
        button: 'Hemen İncele',
      },
      en: {
        title: 'Certificate Programmes',
        subtitle: 'From pattern making to foreign trade expertise: the skills the sector seeks',
        button: 'Explore now',
      },
    },
    sort: 2,
  },
  {
    link: '#/courses/free',
    filePath: '/images/hero/banner-3-wide.svg',
    phoneFilePath: '/images/hero/banner-3-phone.svg',
    text: {
      tr: {
        title: 'Ücretsiz Eğitimler',
        subtitle: 'Öğrenmenin bedeli yok: herkese açık eğitimlerimize hemen katılın',
        button: 'Hemen İncele',
      },
      en: {
        title: 'Free Courses',
        subtitle: 'Learning costs nothing: join our open courses today',
        button: 'Explore now',
      },
    },
    sort: 3,
  },
];

export const teachersSeed = [
  { id: 1, name: 'Ayşe', surname: 'Demir', title: 'Dış Ticaret Uzmanı' },
  { id: 2, name: 'Mehmet', surname: 'Yılmaz', title: 'Gümrük Müşaviri' },
  { id: 3, name: 'Elif', surname: 'Şahin', title: 'Moda Tasarımcısı' },
  { id: 4, name: 'Mustafa', surname: 'Çelik', title: 'Modelist' },
  { id: 5, name: 'Zeynep', surname: 'Arslan', title: 'E-İhracat Danışmanı' },
  { id: 6, name: 'Burak', surname: 'Öztürk', title: 'Finans Uzmanı' },
  { id: 7, name: 'Gülşen', surname: 'Kaya', title: 'Tekstil Mühendisi' },
  { id: 8, name: 'Oğuz', surname: 'Aydın', title: 'Lojistik Uzmanı' },
  { id: 9, name: 'Şule', surname: 'Koç', title: 'İletişim Eğitmeni' },
  { id: 10, name: 'İsmail', surname: 'Güneş', title: 'İş Güvenliği Uzmanı' },
  { id: 11, name: 'Derya', surname: 'Erdoğan', title: 'Sürdürülebilirlik Danışmanı' },
  { id: 12, name: 'Cem', surname: 'Karataş', title: 'Dijital Pazarlama Uzmanı' },
];
