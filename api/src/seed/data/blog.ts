import { slugify } from '../slug';

export interface BlogSeed {
  title: string;
  createDate: string;
  views: number;
  /** Paragraphs; the first is also the card excerpt. */
  paragraphs: string[];
}

export const blogSeed: BlogSeed[] = [
  {
    title: 'E-İhracatta Başarının 5 Altın Kuralı',
    createDate: '2025-01-20T10:00:00+03:00',
    views: 1843,
    paragraphs: [
      'E-ihracat, küçük ve orta ölçekli işletmelerin dünya pazarlarına düşük maliyetle açılmasının en hızlı yoludur. Ancak doğru pazaryerini seçmeden ve ürün sayfalarını yerelleştirmeden başlamak, emeğin boşa gitmesine yol açabilir.',
      'Başarılı firmaların ortak noktası; hedef ülkenin dilinde hazırlanmış ürün açıklamaları, net iade politikaları, hızlı kargo seçenekleri ve müşteri yorumlarına gösterilen özendir.',
      'Mikro ihracatta ETGB ile gümrük işlemlerinin sadeleştiğini ve e-ihracat için sunulan devlet desteklerinin maliyetlerin önemli bir bölümünü karşılayabildiğini unutmayın.',
    ],
  },
  {
    title: 'Incoterms® 2020: En Sık Yapılan Hatalar',
    createDate: '2025-03-05T09:30:00+03:00',
    views: 1276,
    paragraphs: [
      'Teslim şekilleri, satıcı ile alıcı arasındaki masraf ve risk paylaşımını belirler. Buna rağmen pek çok sözleşmede teslim şekli eksik ya da yanlış yazılır.',
      'En yaygın hata, konteyner taşımacılığında FOB ve CIF kurallarının kullanılmasıdır; bu durumda FCA ve CIP kuralları riski çok daha doğru biçimde paylaştırır.',
      'Teslim şeklinin yanında teslim yerini de açıkça yazmak ve kullanılan Incoterms® sürümünü belirtmek, olası uyuşmazlıkların önüne geçer.',
    ],
  },
  {
    title: 'Hazır Giyimde Sürdürülebilirlik Artık Bir Tercih Değil',
    createDate: '2025-04-14T11:00:00+03:00',
    views: 2104,
    paragraphs: [
      'Avrupa’daki büyük markalar, tedarikçilerinden karbon salımı, su kullanımı ve kimyasal yönetimi konularında her yıl daha ayrıntılı veri istiyor.',
      'Geri dönüştürülmüş lif kullanımı, enerji verimliliği yatırımları ve şeffaf tedarik zinciri, sipariş alabilmenin ön koşulu hâline geliyor.',
      'Sürdürülebilirliği bir maliyet kalemi olarak değil, yeni müşterilere açılan bir kapı olarak görmek gerekiyor.',
    ],
  },
  {
    title: 'Akreditifte Belge Uyumsuzluklarından Nasıl Kaçınılır?',
    createDate: '2025-06-02T10:15:00+03:00',
    views: 964,
    paragraphs: [
      'Akreditifli işlemlerde ödemenin gecikmesinin en önemli nedeni, ibraz edilen belgelerdeki küçük tutarsızlıklardır.',
      'Mal tanımının faturada akreditifle birebir aynı yazılması, konşimento tarihinin son yükleme tarihini geçmemesi ve belgelerin süresi içinde ibraz edilmesi büyük önem taşır.',
      'Akreditif açılmadan önce taslak metni bankanızla birlikte incelemek, sonradan yaşanacak pek çok sorunu baştan çözer.',
    ],
  },
  {
    title: 'Modelistlik Mesleği ve Kariyer Olanakları',
    createDate: '2025-08-18T14:00:00+03:00',
    views: 1532,
    paragraphs: [
      'Modelist, tasarımcının çizimini üretilebilir bir kalıba dönüştüren kişidir ve hazır giyim sektörünün en çok aranan meslekleri arasındadır.',
      'Ölçü bilgisi, kumaş davranışını tanıma ve bilgisayar destekli kalıp programlarını kullanabilme, iyi bir modelistin temel yetkinlikleridir.',
      'Sertifika programlarımızı tamamlayan katılımcılarımızın önemli bir bölümü, üretici firmaların kalıp ve numune bölümlerinde istihdam edilmektedir.',
    ],
  },
  {
    title: 'Sınırda Karbon Düzenlemesi İhracatçıları Nasıl Etkileyecek?',
    createDate: '2025-10-07T09:00:00+03:00',
    views: 1187,
    paragraphs: [
      'Avrupa Birliği’nin Sınırda Karbon Düzenleme Mekanizması, ithal edilen ürünlerin üretiminde ortaya çıkan emisyonlara bir bedel biçiyor.',
      'Demir-çelik, alüminyum, çimento ve gübre gibi sektörlerle başlayan uygulamanın zamanla kapsamının genişlemesi bekleniyor.',
      'İhracatçıların şimdiden emisyon verilerini toplamaya başlaması ve tedarikçilerinden de aynı bilgiyi talep etmesi, geçiş dönemini kolaylaştıracaktır.',
    ],
  },
  {
    title: 'Fuar Hazırlığında Kontrol Listesi',
    createDate: '2025-12-03T10:30:00+03:00',
    views: 743,
    paragraphs: [
      'Uluslararası bir fuara katılım, doğru planlandığında bir yılın satış hedefini birkaç günde karşılayabilir.',
      'Stant tasarımı, numune seçimi, çok dilli kataloglar ve randevu takvimi fuardan en az üç ay önce hazır olmalıdır.',
      'Fuar sonrasında ilk hafta içinde yapılan takip görüşmeleri, sözleşmeye dönüşen bağlantıların sayısını belirgin biçimde artırır.',
    ],
  },
  {
    title: 'Kur Riskine Karşı Küçük İşletmeler Ne Yapabilir?',
    createDate: '2026-01-21T11:45:00+03:00',
    views: 1058,
    paragraphs: [
      'Döviz kurlarındaki ani hareketler, özellikle vadeli satış yapan küçük işletmelerin kârlılığını kısa sürede eritebilir.',
      'Forward sözleşmeler, döviz cinsinden maliyet ile gelirin eşleştirilmesi ve fiyat tekliflerine geçerlilik süresi konulması basit ama etkili yöntemlerdir.',
      'Önemli olan, kurun nereye gideceğini tahmin etmeye çalışmak değil, şirketin katlanabileceği riski belirleyip ona göre bir politika oluşturmaktır.',
    ],
  },
  {
    title: 'Yapay Zekâ ile Pazar Araştırması: Nereden Başlamalı?',
    createDate: '2026-03-10T09:15:00+03:00',
    views: 2311,
    paragraphs: [
      'Yapay zekâ araçları, hedef pazar araştırmasında günler süren masa başı çalışmayı saatlere indirebiliyor.',
      'Dış ticaret istatistikleriyle başlayan bir analiz, yapay zekâ yardımıyla rakip firmaların, dağıtım kanallarının ve potansiyel alıcıların listesine kolayca dönüşebilir.',
      'Yine de elde edilen bilgilerin resmî kaynaklardan doğrulanması ve kişisel verilerin korunmasına özen gösterilmesi şarttır.',
    ],
  },
  {
    title: 'Kalite Kontrolde AQL Nedir, Nasıl Uygulanır?',
    createDate: '2026-05-26T10:00:00+03:00',
    views: 889,
    paragraphs: [
      'AQL, kabul edilebilir kalite seviyesi anlamına gelir ve bir partiden kaç ürünün kontrol edileceğini, kaç hatalı üründe partinin reddedileceğini belirler.',
      'Hazır giyimde genellikle kritik, majör ve minör hatalar için farklı AQL değerleri kullanılır.',
      'Doğru örnekleme planı, hem gereksiz kontrol maliyetini azaltır hem de müşteriye hatalı ürün gitmesini önler.',
    ],
  },
  {
    title: 'İhracata Yeni Başlayanlar İçin Devlet Destekleri Rehberi',
    createDate: '2026-08-12T13:30:00+03:00',
    views: 1675,
    paragraphs: [
      'Ticaret Bakanlığı, ihracatçı birlikleri aracılığıyla pazar araştırmasından fuar katılımına kadar pek çok harcamayı destekliyor.',
      'Desteklerden yararlanabilmek için birlik üyeliği, harcamaların usulüne uygun belgelenmesi ve başvuruların süresi içinde yapılması gerekiyor.',
      'Eğitimlerimizde, destek başvurusu için hazırlanması gereken belgeleri örnek dosyalar üzerinden ayrıntılı olarak anlatıyoruz.',
    ],
  },
  {
    title: '2027 Eğitim Takvimimiz Yayında',
    createDate: '2026-11-02T10:00:00+03:00',
    views: 512,
    paragraphs: [
      'Yeni yılda online, yüz yüze ve ücretsiz eğitimlerimizin yanı sıra dört yeni sertifika programıyla katılımcılarımızla buluşuyoruz.',
      'E-ticaret ve e-ihracat uzmanlığı, sürdürülebilirlik yöneticiliği ve hazır giyim üretim müdürlüğü programlarımız için ön kayıtlar başladı.',
      'Kontenjanlar sınırlı olduğundan, ilgilendiğiniz programın kayıt son tarihini kaçırmamanızı öneririz.',
    ],
  },
];

export const blogSlug = (post: Pick<BlogSeed, 'title'>) => slugify(post.title);
export const blogImagePath = (post: Pick<BlogSeed, 'title'>) =>
  `/images/blog/${blogSlug(post)}.svg`;
