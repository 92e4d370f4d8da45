import { slugify } from '../slug';

export type GalleryScene = 'ceremony' | 'workshop' | 'fair' | 'conference' | 'campus';

export interface GallerySeed {
  title: string;
  shortDescription: string;
  /** Paragraphs of the description. */
  paragraphs: string[];
  createDate: string;
  scene: GalleryScene;
  /** One caption per picture; each becomes a drawn image. */
  pictures: string[];
}

export const galleriesSeed: GallerySeed[] = [
  {
    title: '2026 Sertifika Töreni',
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
