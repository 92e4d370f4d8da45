/**
 * Video groups and exams of the online courses. The video files live in
 * api/public/videos (drawn by src/seed/videos/make-videos.sh); they are never served statically,
 * only through signed, owner-only links. Durations are the files' real lengths in seconds.
 */

export interface VideoSeed {
  title: string;
  description: string;
  /** File name under api/public/videos. */
  file: string;
  duration: number;
  /** The English title and description. */
  en?: { title: string; description: string };
}

export interface QuestionSeed {
  question: string;
  options: string[];
  /** Index of the correct option; the seed rotates the order so it is not always first. */
  correct: number;
  points?: number;
}

export interface ExamSeed {
  title: string;
  description: string;
  /** Minutes; 0 means untimed. */
  duration: number;
  requiredPointToPass: number;
  /** The English title and description learners see before it starts. */
  en?: { title: string; description: string };
  questions: QuestionSeed[];
}

export interface TitleSeed {
  titleName: string;
  /** The English version. */
  titleNameEn?: string;
  videos: VideoSeed[];
  exams: ExamSeed[];
}

export interface CourseLearningSeed {
  courseId: number;
  titles: TitleSeed[];
}

const video = (
  file: string,
  title: string,
  description: string,
  duration: number,
  en?: VideoSeed['en'],
): VideoSeed => ({ file, title, description, duration, en });

export const learningSeed: CourseLearningSeed[] = [
  {
    courseId: 101,
    titles: [
      {
        titleName: '1. Bölüm: Dış Ticaretin Temelleri',
        titleNameEn: 'Part 1: The Basics of Foreign Trade',
        videos: [
          video(
            '101-1.mp4',
            'Dış Ticaretin Tarafları',
            'İhracatçı, ithalatçı, bankalar, gümrük ve taşıyıcıların süreçteki rolleri.',
            75,
            {
              title: 'The Parties to Foreign Trade',
              description:
                'The roles of exporters, importers, banks, customs and carriers in the process.',
            },
          ),
          video(
            '101-2.mp4',
            'Temel Terimler',
            'Menşe, GTİP, proforma fatura ve konşimento gibi temel kavramlar.',
            80,
            {
              title: 'Key Terms',
              description:
                'Basic concepts such as origin, the HS code, the pro forma invoice and the bill of lading.',
            },
          ),
        ],
        exams: [],
      },
      {
        titleName: '2. Bölüm: Belgeler ve Sertifika Sınavı',
        titleNameEn: 'Part 2: Documents and the Certificate Exam',
        videos: [
          video(
            '101-3.mp4',
            'Dış Ticarette Kullanılan Belgeler',
            'Ticari fatura, çeki listesi, menşe şahadetnamesi ve A.TR belgesi.',
            70,
            {
              title: 'Documents Used in Foreign Trade',
              description:
                'The commercial invoice, the packing list, the certificate of origin and the A.TR movement certificate.',
            },
          ),
        ],
        exams: [
          {
            title: 'Dış Ticarete Giriş Sertifika Sınavı',
            description: '5 sorudan oluşur; her soru 20 puandır. Geçme notu 60’tır.',
            en: {
              title: 'Introduction to Foreign Trade Certificate Exam',
              description: '5 questions of 20 points each. The pass mark is 60.',
            },
            duration: 20,
            requiredPointToPass: 60,
            questions: [
              {
                question: 'Malın hangi ülkede üretildiğini gösteren belge hangisidir?',
                options: [
                  'Menşe şahadetnamesi',
                  'Çeki listesi',
                  'Proforma fatura',
                  'Sigorta poliçesi',
                ],
                correct: 0,
              },
              {
                question:
                  'Deniz taşımacılığında malın teslim alındığını gösteren belge hangisidir?',
                options: ['Konşimento', 'Ordino', 'Gümrük beyannamesi', 'Ticari fatura'],
                correct: 0,
              },
              {
                question: 'GTİP neyi ifade eder?',
                options: [
                  'Gümrük Tarife İstatistik Pozisyonu',
                  'Genel Ticaret İşlem Protokolü',
                  'Gümrük Teminat İade Prosedürü',
                  'Global Taşıma İzin Planı',
                ],
                correct: 0,
              },
              {
                question:
                  'Avrupa Birliği ile ticarette sanayi ürünleri için kullanılan dolaşım belgesi hangisidir?',
                options: ['A.TR', 'EUR.1', 'Form A', 'TIR karnesi'],
                correct: 0,
              },
              {
                question:
                  'Satış yapılmadan önce alıcıya teklif niteliğinde gönderilen fatura hangisidir?',
                options: ['Proforma fatura', 'Ticari fatura', 'Konsolosluk faturası', 'E-fatura'],
                correct: 0,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    courseId: 102,
    titles: [
      {
        titleName: '1. Bölüm: Incoterms® Kurallarının Yapısı',
        titleNameEn: 'Part 1: How the Incoterms® Rules Are Built',
        videos: [
          video(
            '102-1.mp4',
            'Incoterms® Nedir?',
            'Teslim şekillerinin amacı, kapsamı ve sözleşmedeki yeri.',
            72,
            {
              title: 'What Are the Incoterms® Rules?',
              description:
                'What delivery terms are for, what they cover and where they sit in a sales contract.',
            },
          ),
          video(
            '102-2.mp4',
            'Her Taşıma Türü İçin Kurallar',
            'EXW, FCA, CPT, CIP, DAP, DPU ve DDP kurallarının karşılaştırması.',
            85,
            {
              title: 'Rules for Any Mode of Transport',
              description: 'EXW, FCA, CPT, CIP, DAP, DPU and DDP compared.',
            },
          ),
        ],
        exams: [],
      },
      {
        titleName: '2. Bölüm: Deniz Yolu Kuralları ve Sınav',
        titleNameEn: 'Part 2: Sea Transport Rules and the Exam',
        videos: [
          video(
            '102-3.mp4',
            'FAS, FOB, CFR ve CIF',
            'Deniz ve iç su yolu taşımacılığına özgü dört kural.',
            78,
            {
              title: 'FAS, FOB, CFR and CIF',
              description: 'The four rules for sea and inland waterway transport only.',
            },
          ),
        ],
        exams: [
          {
            title: 'Incoterms® 2020 Değerlendirme Sınavı',
            description: 'Süre sınırı yoktur. 5 sorudan en az 3’ünü doğru yanıtlamanız gerekir.',
            en: {
              title: 'Incoterms® 2020 Assessment Exam',
              description:
                'No time limit. You need to answer at least 3 of the 5 questions correctly.',
            },
            duration: 0,
            requiredPointToPass: 60,
            questions: [
              {
                question: 'Satıcının en az yükümlülük üstlendiği teslim şekli hangisidir?',
                options: ['EXW', 'DDP', 'CIF', 'DAP'],
                correct: 0,
              },
              {
                question:
                  'Alıcının ülkesindeki gümrük vergilerini satıcının ödediği kural hangisidir?',
                options: ['DDP', 'FCA', 'FOB', 'CPT'],
                correct: 0,
              },
              {
                question:
                  'Yalnızca deniz ve iç su yolu taşımacılığında kullanılan kural hangisidir?',
                options: ['FOB', 'FCA', 'CIP', 'DAP'],
                correct: 0,
              },
              {
                question: 'CIF kuralında sigortayı kim yaptırır?',
                options: ['Satıcı', 'Alıcı', 'Taşıyıcı', 'Sigorta zorunlu değildir'],
                correct: 0,
              },
              {
                question: 'Incoterms® 2020 ile DAT kuralının yerini hangi kural almıştır?',
                options: ['DPU', 'DAP', 'DDP', 'CPT'],
                correct: 0,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    courseId: 103,
    titles: [
      {
        titleName: '1. Bölüm: Ödeme Yöntemleri',
        titleNameEn: 'Part 1: Payment Methods',
        videos: [
          video(
            '103-1.mp4',
            'Peşin Ödeme ve Mal Mukabili',
            'İki yöntemin ihracatçı ve ithalatçı açısından riskleri.',
            90,
            {
              title: 'Cash in Advance and Open Account',
              description: 'The risks of both methods for the exporter and the importer.',
            },
          ),
          video(
            '103-2.mp4',
            'Vesaik Mukabili Ödeme',
            'Bankaların aracılığıyla belgelerin tahsile gönderilmesi.',
            76,
            {
              title: 'Documentary Collection',
              description: 'Shipping documents sent for collection through the banks.',
            },
          ),
        ],
        exams: [],
      },
      {
        titleName: '2. Bölüm: Akreditif',
        titleNameEn: 'Part 2: Letters of Credit',
        videos: [
          video(
            '103-3.mp4',
            'Akreditif Türleri ve UCP 600',
            'Teyitli, teyitsiz, rotatif ve devredilebilir akreditifler.',
            88,
            {
              title: 'Types of Letters of Credit and UCP 600',
              description: 'Confirmed, unconfirmed, revolving and transferable letters of credit.',
            },
          ),
        ],
        exams: [
          {
            title: 'Ödeme Yöntemleri Sertifika Sınavı',
            description: '6 sorudan oluşur; toplam 100 puan. Geçme notu 70’tir. Süre 15 dakikadır.',
            en: {
              title: 'Payment Methods Certificate Exam',
              description:
                '6 questions, 100 points in all. The pass mark is 70. You have 15 minutes.',
            },
            duration: 15,
            requiredPointToPass: 70,
            questions: [
              {
                question: 'İhracatçı için en güvenli ödeme yöntemi hangisidir?',
                options: ['Peşin ödeme', 'Mal mukabili', 'Vesaik mukabili', 'Kabul kredili'],
                correct: 0,
                points: 15,
              },
              {
                question: 'Akreditifle ilgili uluslararası kurallar hangi yayında toplanmıştır?',
                options: ['UCP 600', 'URC 522', 'ISBP 745', 'Incoterms® 2020'],
                correct: 0,
                points: 20,
              },
              {
                question: 'Vesaik mukabili ödemede belgeleri ithalatçıya kim teslim eder?',
                options: ['İthalatçının bankası', 'Taşıyıcı', 'Gümrük idaresi', 'Sigorta şirketi'],
                correct: 0,
                points: 15,
              },
              {
                question: 'Teyitli akreditifte ödeme taahhüdünü ek olarak kim üstlenir?',
                options: [
                  'İhracatçının ülkesindeki teyit bankası',
                  'İthalatçının kendisi',
                  'Eximbank',
                  'Taşıma şirketi',
                ],
                correct: 0,
                points: 20,
              },
              {
                question: 'Belgelerde akreditif şartlarına uymayan farklılıklara ne ad verilir?',
                options: ['Rezerv', 'Temlik', 'Ciro', 'Aval'],
                correct: 0,
                points: 15,
              },
              {
                question: 'Mal mukabili ödemede en büyük risk kime aittir?',
                options: ['İhracatçıya', 'İthalatçıya', 'Bankaya', 'Gümrüğe'],
                correct: 0,
                points: 15,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    courseId: 104,
    titles: [
      {
        titleName: '1. Bölüm: Pazaryerinde Mağaza',
        titleNameEn: 'Part 1: A Store on a Marketplace',
        videos: [
          video(
            '104-1.mp4',
            'Doğru Pazaryerini Seçmek',
            'Hedef ülke, ürün grubu ve komisyon oranlarına göre pazaryeri seçimi.',
            74,
            {
              title: 'Choosing the Right Marketplace',
              description:
                'Choosing a marketplace by target country, product group and commission rates.',
            },
          ),
          video(
            '104-2.mp4',
            'Ürün Listeleme',
            'Başlık, görsel ve anahtar kelimelerle öne çıkan ürün sayfaları.',
            82,
            {
              title: 'Product Listings',
              description:
                'Product pages that stand out through their titles, images and keywords.',
            },
          ),
        ],
        exams: [
          {
            title: 'E-İhracat Değerlendirme Sınavı',
            description: '5 sorudan oluşur; geçme notu 60’tır. Süre 20 dakikadır.',
            en: {
              title: 'E-Export Assessment Exam',
              description: '5 questions; the pass mark is 60. You have 20 minutes.',
            },
            duration: 20,
            requiredPointToPass: 60,
            questions: [
              {
                question: 'Mikro ihracatta kullanılan elektronik beyanname hangisidir?',
                options: ['ETGB', 'ÖTV beyannamesi', 'Özet beyan', 'Transit beyannamesi'],
                correct: 0,
              },
              {
                question: 'Pazaryerinde ürün aramada en etkili alan hangisidir?',
                options: ['Ürün başlığı', 'Satıcı adresi', 'İade politikası', 'Mağaza logosu'],
                correct: 0,
              },
              {
                question: 'Yurt dışı pazaryeri giderlerinin bir kısmı hangi kapsamda desteklenir?',
                options: [
                  'E-ihracat destekleri',
                  'Yatırım teşvik belgesi',
                  'Ar-Ge indirimi',
                  'Bölgesel kalkınma hamlesi',
                ],
                correct: 0,
              },
              {
                question:
                  'Ürün görsellerinde pazaryerlerinin çoğunun istediği arka plan hangisidir?',
                options: ['Düz beyaz', 'Desenli', 'Siyah', 'Şeffaf olmayan renkli'],
                correct: 0,
              },
              {
                question:
                  'Stokları pazaryerinin deposunda tutup gönderimi ona bırakan modele ne denir?',
                options: [
                  'Pazaryeri lojistiği (fulfillment)',
                  'Dropshipping',
                  'Konsinye satış',
                  'Toptan satış',
                ],
                correct: 0,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    courseId: 105,
    titles: [
      {
        titleName: '1. Bölüm: Gümrük Mevzuatı',
        titleNameEn: 'Part 1: Customs Legislation',
        videos: [
          video(
            '105-1.mp4',
            'Gümrük Kanunu ve Temel Kavramlar',
            'Gümrük bölgesi, gümrük statüsü ve yükümlülük kavramları.',
            79,
            {
              title: 'The Customs Law and Key Concepts',
              description: 'The customs territory, customs status and the customs debt.',
            },
          ),
          video(
            '105-2.mp4',
            'Dahilde İşleme Rejimi',
            'İhraç edilecek ürünler için ithal girdilerde vergisiz kullanım.',
            73,
            {
              title: 'Inward Processing',
              description: 'Duty-free use of imported inputs in goods made for export.',
            },
          ),
        ],
        exams: [
          {
            title: 'Gümrük Mevzuatı Sınavı',
            description: 'Süre sınırı yoktur. Geçme notu 60’tır.',
            en: {
              title: 'Customs Legislation Exam',
              description: 'No time limit. The pass mark is 60.',
            },
            duration: 0,
            requiredPointToPass: 60,
            questions: [
              {
                question:
                  'Eşyanın vergileri ödenerek Türkiye’de serbestçe kullanılmasını sağlayan rejim hangisidir?',
                options: ['Serbest dolaşıma giriş', 'Transit', 'Antrepo', 'Geçici ithalat'],
                correct: 0,
              },
              {
                question: 'Gümrük kıymetinin belirlenmesinde esas alınan ilk yöntem hangisidir?',
                options: [
                  'İşlem değeri',
                  'Benzer eşyanın değeri',
                  'Hesaplanmış değer',
                  'Son çare yöntemi',
                ],
                correct: 0,
              },
              {
                question: 'Dahilde işleme rejiminin temel amacı nedir?',
                options: [
                  'İhracatı teşvik etmek',
                  'İthalatı yasaklamak',
                  'Gümrük vergisini artırmak',
                  'Transit taşımayı hızlandırmak',
                ],
                correct: 0,
              },
              {
                question:
                  'Eşyanın ekonomik olarak hangi ülkeye ait olduğunu gösteren kavram hangisidir?',
                options: ['Menşe', 'Kıymet', 'Tarife', 'Statü'],
                correct: 0,
              },
              {
                question: 'Gümrük beyannamesini yükümlü adına kim verebilir?',
                options: ['Gümrük müşaviri', 'Nakliyeci', 'Sigortacı', 'Banka'],
                correct: 0,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // The free taster course: the first two videos of 101 and a short exam.
    courseId: 145,
    titles: [
      {
        titleName: '1. Bölüm: Dış Ticarete Giriş',
        titleNameEn: 'Part 1: Introduction to Foreign Trade',
        videos: [
          video(
            '101-1.mp4',
            'Dış Ticaretin Tarafları',
            'İhracatçı, ithalatçı, bankalar, gümrük ve taşıyıcıların süreçteki rolleri.',
            75,
            {
              title: 'The Parties to Foreign Trade',
              description:
                'The roles of exporters, importers, banks, customs and carriers in the process.',
            },
          ),
          video(
            '101-2.mp4',
            'Temel Terimler',
            'Menşe, GTİP, proforma fatura ve konşimento gibi temel kavramlar.',
            80,
            {
              title: 'Key Terms',
              description:
                'Basic concepts such as origin, the HS code, the pro forma invoice and the bill of lading.',
            },
          ),
        ],
        exams: [
          {
            title: 'Tanıtım Eğitimi Değerlendirme Sınavı',
            description: '5 sorudan oluşur; geçme notu 60’tır. Süre sınırı yoktur.',
            en: {
              title: 'Introductory Course Assessment Exam',
              description: '5 questions; the pass mark is 60. No time limit.',
            },
            duration: 0,
            requiredPointToPass: 60,
            questions: [
              {
                question: 'Malın menşeini gösteren belge hangisidir?',
                options: [
                  'Menşe şahadetnamesi',
                  'Çeki listesi',
                  'Proforma fatura',
                  'Sigorta poliçesi',
                ],
                correct: 0,
              },
              {
                question:
                  'Deniz yolu taşımasında malın teslim alındığını gösteren belge hangisidir?',
                options: [
                  'Konşimento',
                  'Gümrük beyannamesi',
                  'Kredi mektubu',
                  'Menşe şahadetnamesi',
                ],
                correct: 0,
              },
              {
                question: 'Eşyanın gümrükte sınıflandırıldığı kod sistemi hangisidir?',
                options: ['GTİP', 'IBAN', 'SWIFT', 'EORI'],
                correct: 0,
              },
              {
                question: 'Satıcının alıcıya gönderdiği ön fatura hangisidir?',
                options: ['Proforma fatura', 'Ticari fatura', 'Konşimento', 'Çeki listesi'],
                correct: 0,
              },
              {
                question: 'Ürünü yurt dışındaki alıcıya satan tarafa ne denir?',
                options: ['İhracatçı', 'İthalatçı', 'Taşıyıcı', 'Gümrük müşaviri'],
                correct: 0,
              },
            ],
          },
        ],
      },
    ],
  },
];
