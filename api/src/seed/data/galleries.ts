import { slugify } from '../slug';

export type GalleryScene = 'ceremony' | 'workshop' | 'fair' | 'conference' | 'campus';

export interface GallerySeed {
  title: string;
  shortDescription: string;
  /** Paragraphs of the description. */
  paragraphs: string[];
  createDate: string;
  scene: GalleryScene;
  /** The English versions. */
  en?: { title: string; shortDescription: string; paragraphs: string[] };
  /** One caption per picture; each becomes a drawn image. */
  pictures: string[];
}

export const galleriesSeed: GallerySeed[] = [
  {
    title: '2026 Sertifika Töreni',
    en: {
      title: '2026 Certificate Ceremony',
      shortDescription:
        'Participants who completed our certificate programmes received their certificates.',
      paragraphs: [
        '140 participants who completed our certificate programmes in foreign trade, pattern making and e-export received their certificates at a ceremony held in our training centre.',
        'Our instructors, the participants’ families and representatives of the industry attended the ceremony. We congratulate all our graduates and wish them every success in their careers.',
      ],
    },
    shortDescription: 'Sertifika programlarını tamamlayan katılımcılarımız belgelerini aldı.',
    paragraphs: [
      'Dış ticaret uzmanlığı, modelistlik ve e-ihracat sertifika programlarını başarıyla tamamlayan 140 katılımcımız, eğitim merkezimizde düzenlenen törenle sertifikalarını aldı.',
      'Törene eğitmenlerimiz, katılımcılarımızın aileleri ve sektör temsilcileri katıldı. Tüm mezunlarımızı tebrik eder, kariyerlerinde başarılar dileriz.',
    ],
    createDate: '2026-06-20T15:00:00+03:00',
    scene: 'ceremony',
    pictures: [
      'Açılış konuşması',
      'Sertifika teslimi',
      'Dış ticaret uzmanlığı mezunları',
      'Modelistlik programı mezunları',
      'Eğitmenlerimizle hatıra fotoğrafı',
      'Kep atma anı',
    ],
  },
  {
    title: 'Hazır Giyim Uygulama Atölyesi',
    en: {
      title: 'Ready-to-Wear Practice Workshop',
      shortDescription:
        'Our participants went through the whole process from pattern to sample in the workshop.',
      paragraphs: [
        'In the practice week of our course on pattern making for ready-to-wear, participants drafted the patterns of garments they had designed, cut the fabric and sewed their samples.',
        'Our workshop has industrial sewing machines, cutting tables and computer-aided pattern stations.',
      ],
    },
    shortDescription: 'Katılımcılarımız kalıptan numuneye bütün süreci atölyede uyguladı.',
    paragraphs: [
      'Hazır giyimde modelistlik ve kalıp hazırlama eğitimimizin uygulama haftasında katılımcılarımız kendi tasarladıkları ürünlerin kalıplarını çıkardı, kesimini yaptı ve numunelerini dikti.',
      'Atölyemizde endüstriyel dikiş makineleri, kesim masaları ve bilgisayar destekli kalıp istasyonları bulunuyor.',
    ],
    createDate: '2026-03-12T11:00:00+03:00',
    scene: 'workshop',
    pictures: [
      'Kalıp çizimi',
      'Kumaş kesimi',
      'Dikiş makinesi başında',
      'Prova mankeni üzerinde numune',
      'Kalite kontrol masası',
      'Tamamlanan numuneler',
      'Atölyeden genel görünüm',
    ],
  },
  {
    title: 'Uluslararası Tekstil Fuarı Ziyareti',
    en: {
      title: 'A Visit to the International Textile Fair',
      shortDescription:
        'We toured the fair in Istanbul with the participants of our trade fair management course.',
      paragraphs: [
        'On the last day of our course on taking part in international fairs and managing a stand, we visited the international textile fair with our participants.',
        'From stand design to welcoming visitors, from presenting samples to order talks, we saw every topic of the course at first hand.',
      ],
    },
    shortDescription: 'Fuar yönetimi eğitimi katılımcılarıyla İstanbul’daki fuarı gezdik.',
    paragraphs: [
      'Uluslararası fuarlara katılım ve fuar yönetimi eğitimimizin son gününde katılımcılarımızla birlikte uluslararası tekstil fuarını ziyaret ettik.',
      'Stant tasarımından ziyaretçi karşılamaya, numune sunumundan sipariş görüşmelerine kadar derste anlatılan her konuyu yerinde gözlemleme fırsatı bulduk.',
    ],
    createDate: '2025-11-06T10:00:00+03:00',
    scene: 'fair',
    pictures: [
      'Fuar girişi',
      'Kumaş üreticilerinin stantları',
      'Stant tasarımı incelemesi',
      'Alıcı görüşmesi canlandırması',
      'Numune sunumu',
      'Grup fotoğrafı',
    ],
  },
  {
    title: 'E-İhracat Zirvesi',
    en: {
      title: 'E-Export Summit',
      shortDescription: 'Marketplaces, logistics and digital marketing, discussed in one day.',
      paragraphs: [
        'At the E-Export Summit, marketplace managers, logistics companies and businesses that have succeeded in e-export shared their experience with our participants.',
        'After a day of panels, our participants had the chance to talk one to one with the experts.',
      ],
    },
    shortDescription: 'Pazaryerleri, lojistik ve dijital pazarlama bir günde konuşuldu.',
    paragraphs: [
      'E-İhracat Zirvesi’nde pazaryeri yöneticileri, lojistik firmaları ve e-ihracatta başarılı olmuş işletmeler deneyimlerini katılımcılarımızla paylaştı.',
      'Gün boyu süren panellerin ardından katılımcılarımız uzmanlarla birebir görüşme imkânı buldu.',
    ],
    createDate: '2025-09-25T09:30:00+03:00',
    scene: 'conference',
    pictures: [
      'Açılış paneli',
      'Pazaryerleri oturumu',
      'Lojistik ve ETGB sunumu',
      'Soru-cevap bölümü',
      'Birebir görüşmeler',
      'Kapanış konuşması',
    ],
  },
  {
    title: 'Eğitim Merkezimiz',
    en: {
      title: 'Our Training Centre',
      shortDescription: 'The classrooms and workshops of our training centre in Yenibosna.',
      paragraphs: [
        'Our training centre has 12 classrooms, 2 computer labs, a ready-to-wear practice workshop and a conference hall for 200 people.',
        'The centre is easy to reach by public transport and is accessible to people with disabilities.',
      ],
    },
    shortDescription: 'Yenibosna’daki eğitim merkezimizin derslikleri ve atölyeleri.',
    paragraphs: [
      'Eğitim merkezimizde 12 derslik, 2 bilgisayar laboratuvarı, hazır giyim uygulama atölyesi ve 200 kişilik bir konferans salonu bulunuyor.',
      'Merkezimiz toplu taşımayla kolayca ulaşılabilir konumdadır; engelli erişimine uygundur.',
    ],
    createDate: '2025-05-14T12:00:00+03:00',
    scene: 'campus',
    pictures: [
      'Merkezimizin dış cephesi',
      'Derslik',
      'Bilgisayar laboratuvarı',
      'Konferans salonu',
      'Kütüphane ve çalışma alanı',
      'Bahçe ve dinlenme alanı',
    ],
  },
];

export const galleryImagePath = (gallery: Pick<GallerySeed, 'title'>, index: number) =>
  `/images/galleries/${slugify(gallery.title)}-${index + 1}.svg`;
