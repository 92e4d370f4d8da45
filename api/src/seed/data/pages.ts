import { FOUNDATION_NAME } from './site';

const html = (...blocks: string[]) => blocks.join('\n');
const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const CONTACT =
  'Yenibosna Merkez Mah. Çınar Cad. No: 12, 34197 Bahçelievler / İstanbul adresine yazılı olarak veya egitim@ihracatakademi.org.tr adresine e-posta ile';

/** Every information page id linked from the site (spec §2). */
export const pagesSeed: { id: string; title: string; description: string }[] = [
  {
    id: 'aboutus',
    title: 'Hakkımızda',
    description: html(
      p(
        `${FOUNDATION_NAME}, İstanbul’daki ihracatçı birliklerinin öncülüğünde, sektörün ihtiyaç duyduğu nitelikli insan kaynağını yetiştirmek amacıyla kurulmuştur.`,
      ),
      p(
        'Hazır giyim, tekstil ve dış ticaret alanlarında verdiğimiz online, yüz yüze ve ücretsiz eğitimlerle her yıl binlerce katılımcıya ulaşıyoruz. Sertifika programlarımız, sektör temsilcileriyle birlikte hazırlanan müfredatlara ve uygulamalı atölye çalışmalarına dayanır.',
      ),
      h('Misyonumuz'),
      p(
        'İhracatçı firmaların rekabet gücünü artıracak bilgi ve becerileri erişilebilir kılmak; gençlerin ve çalışanların mesleki gelişimini desteklemektir.',
      ),
      h('Vizyonumuz'),
      p(
        'Türkiye’nin ihracat hedeflerine katkı sunan, uluslararası standartlarda eğitim veren öncü bir mesleki eğitim kurumu olmaktır.',
      ),
    ),
  },
  {
    id: 'privacypolicy',
    title: 'Gizlilik Politikası',
    description: html(
      p(
        `Bu gizlilik politikası, ${FOUNDATION_NAME} tarafından işletilen internet sitesini ziyaret eden ve hizmetlerimizden yararlanan kişilerin bilgilerinin nasıl toplandığını, kullanıldığını ve korunduğunu açıklar.`,
      ),
      h('Toplanan bilgiler'),
      p(
        'Üyelik, eğitim kaydı, iletişim formu ve e-bülten aboneliği sırasında paylaştığınız ad, soyad, e-posta adresi, telefon numarası ve fatura bilgileri ile sitenin kullanımına ilişkin teknik kayıtlar toplanır.',
      ),
      h('Bilgilerin kullanımı'),
      p(
        'Bilgileriniz; eğitim kayıtlarınızın yürütülmesi, sertifikalarınızın düzenlenmesi, yasal yükümlülüklerimizin yerine getirilmesi ve izin vermeniz hâlinde size duyuru gönderilmesi amacıyla kullanılır.',
      ),
      h('Güvenlik'),
      p(
        'Kişisel verileriniz, yetkisiz erişime karşı teknik ve idari tedbirlerle korunur. Kart bilgileriniz sistemlerimizde saklanmaz; ödemeler bankanın güvenli ödeme sayfası üzerinden alınır.',
      ),
    ),
  },
  {
    id: 'termsofuse',
    title: 'Kullanım Koşulları',
    description: html(
      p('Bu internet sitesini kullanan her ziyaretçi aşağıdaki koşulları kabul etmiş sayılır.'),
      ul(
        'Sitedeki eğitim içerikleri, videolar ve dokümanlar yalnızca kişisel öğrenim amacıyla kullanılabilir; kopyalanamaz, çoğaltılamaz ve üçüncü kişilerle paylaşılamaz.',
        'Üyelik bilgilerinizin doğruluğundan ve şifrenizin gizliliğinden siz sorumlusunuz.',
        'Site içeriğinin hukuka aykırı amaçlarla kullanılması yasaktır.',
      ),
      p(
        'Vakfımız, site içeriğinde ve eğitim takviminde önceden haber vermeksizin değişiklik yapma hakkını saklı tutar.',
      ),
      p(
        'Bu koşullardan doğabilecek uyuşmazlıklarda İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.',
      ),
    ),
  },
  {
    id: 'ReturnPolicy',
    title: 'İptal ve İade Politikası',
    description: html(
      p(
        'Satın aldığınız eğitimler için iptal ve iade talepleriniz aşağıdaki esaslara göre değerlendirilir.',
      ),
      ul(
        'Eğitim başlangıç tarihinden en az 7 gün önce yapılan iptal taleplerinde ücretin tamamı iade edilir.',
        'Başlangıca 7 günden az süre kala yapılan iptallerde ücretin %50’si iade edilir.',
        'Eğitim başladıktan sonra veya online eğitim videoları izlenmeye başlandıktan sonra iade yapılmaz.',
        'Yeterli katılım sağlanamadığı için vakfımız tarafından iptal edilen eğitimlerde ücretin tamamı iade edilir.',
      ),
      p(
        'İadeler, ödemenin yapıldığı yönteme göre en geç 14 gün içinde kredi kartınıza veya bildirdiğiniz banka hesabına yapılır.',
      ),
      p(`İade talebinizi ${CONTACT} iletebilirsiniz.`),
    ),
  },
  {
    id: 'mesafeli-satis-sozlesmesi',
    title: 'Mesafeli Satış Sözleşmesi',
    description: html(
      h('1. Taraflar'),
      p(
        `Bu sözleşme, bir tarafta ${FOUNDATION_NAME} (bundan sonra “Satıcı”), diğer tarafta internet sitesi üzerinden eğitim satın alan kişi (bundan sonra “Alıcı”) arasında kurulmuştur.`,
      ),
      h('2. Konu'),
      p(
        'Sözleşmenin konusu, Alıcının internet sitesi üzerinden elektronik ortamda siparişini verdiği eğitim hizmetinin satışı ve ifasına ilişkin olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ile Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.',
      ),
      h('3. Hizmetin ifası'),
      p(
        'Online eğitimlere erişim, ödemenin onaylanmasının ardından Alıcının hesabında açılır. Yüz yüze eğitimler, eğitim detay sayfasında belirtilen tarih ve yerde verilir.',
      ),
      h('4. Cayma hakkı'),
      p(
        'Alıcı, hizmetin ifasına başlanmadan önce sözleşmeden cayabilir. İfasına Alıcının onayıyla başlanan hizmetlerde cayma hakkı kullanılamaz. Cayma ve iade koşulları İptal ve İade Politikasında ayrıntılı olarak düzenlenmiştir.',
      ),
      h('5. Yetkili mahkeme'),
      p(
        'Uyuşmazlıklarda, Ticaret Bakanlığınca ilan edilen parasal sınırlar dahilinde Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.',
      ),
    ),
  },
  {
    // The pre-information form's template: the order's parties, courses, prices,
    // delivery and withdrawal terms are filled in above this text by the server at checkout.
    id: 'on-bilgilendirme-formu',
    title: 'Ön Bilgilendirme Formu',
    description: html(
      h('Genel hükümler'),
      p(
        'Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, mesafeli sözleşme kurulmadan önce Alıcıyı bilgilendirmek amacıyla hazırlanmıştır. Yukarıda yer alan satıcı, alıcı, eğitim, fiyat, ödeme ve ifa bilgileri bu siparişe özgüdür.',
      ),
      h('Hizmetin temel nitelikleri'),
      p(
        'Online eğitimler, internet sitesi üzerinden video dersler ve sınavlar olarak sunulur; erişim ödemenin onaylanmasıyla katılımcının hesabında açılır. Yüz yüze eğitimler ve sertifika programları, yukarıda belirtilen tarih ve yerde, eğitmen eşliğinde verilir.',
      ),
      h('Cayma hakkı'),
      p(
        'Alıcı, ödemenin onaylandığı günden itibaren 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir. Cayma bildirimi Hesabım > Siparişlerim sayfasından ya da Satıcının iletişim adreslerine yazılı olarak yapılabilir.',
      ),
      ul(
        'Elektronik ortamda anında ifa edilen hizmetlerde ve tüketiciye anında teslim edilen gayri maddi mallarda, ifaya Alıcının onayıyla başlandıktan sonra cayma hakkı kullanılamaz: online bir eğitimin videolarından biri ya da sınavı başlatıldığında o eğitim için cayma hakkı sona erer.',
        'Belirli bir tarihte verilen yüz yüze eğitimlerde ve sertifika programlarında, eğitim başladıktan sonra cayma hakkı kullanılamaz.',
      ),
      p(
        'Cayma hakkının kullanılması hâlinde ödenen tutar, cayma bildiriminin Satıcıya ulaştığı tarihten itibaren en geç 14 gün içinde, ödemenin yapıldığı yöntemle Alıcıya iade edilir.',
      ),
      h('Şikâyet ve itirazlar'),
      p(
        `Şikâyetlerinizi ${CONTACT} iletebilirsiniz. Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde Alıcının yerleşim yerindeki veya hizmeti satın aldığı yerdeki Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.`,
      ),
    ),
  },
  {
    id: 'uyelik-sozlesmesi',
    title: 'Üyelik Sözleşmesi',
    description: html(
      p(
        `Bu sözleşme, ${FOUNDATION_NAME} internet sitesine üye olan kullanıcı ile vakıf arasında, üyelik işleminin tamamlanmasıyla yürürlüğe girer.`,
      ),
      h('Üyenin yükümlülükleri'),
      ul(
        'Üye, kayıt sırasında verdiği bilgilerin doğru ve güncel olduğunu kabul eder.',
        'Üye, hesabını ve şifresini başkalarıyla paylaşamaz; hesabı üzerinden yapılan işlemlerden kendisi sorumludur.',
        'Üye, satın aldığı eğitim içeriklerini kaydedemez, çoğaltamaz ve dağıtamaz.',
      ),
      h('Vakfın hakları'),
      p(
        'Vakıf, sözleşmeye aykırı davranan üyelerin hesabını askıya alma veya kapatma hakkına sahiptir. Üyelik ücretsizdir ve üye dilediği zaman üyeliğini sonlandırabilir.',
      ),
    ),
  },
  {
    id: 'IndividualApplication',
    title: 'Bireysel Başvuru',
    description: html(
      p('Eğitimlerimize bireysel olarak katılmak için aşağıdaki adımları izlemeniz yeterlidir.'),
      ul(
        'Sitemize bireysel üye olarak kaydolun.',
        'Katılmak istediğiniz eğitimi seçin ve sepetinize ekleyin.',
        'Katılımcı bilgilerinizi kontrol edip ödemenizi kredi kartı veya havale/EFT ile tamamlayın.',
        'Kaydınızın onaylandığına dair bilgilendirme e-postasını bekleyin.',
      ),
      p(
        'Yüz yüze eğitimler ve sertifika programları için kayıt sırasında istenen belgeleri eğitimin ilk gününe kadar teslim etmeniz gerekir.',
      ),
      p(
        'Başvurunuzla ilgili her türlü soru için 0212 451 36 00 numaralı telefondan bize ulaşabilirsiniz.',
      ),
    ),
  },
  {
    id: 'CorporateApplication',
    title: 'Kurumsal Başvuru',
    description: html(
      p(
        'Çalışanlarınızı eğitimlerimize toplu olarak kaydetmek veya firmanıza özel eğitim programı düzenlemek için kurumsal başvuru yapabilirsiniz.',
      ),
      ul(
        'Sitemize kurumsal üye olarak kaydolun; vergi numarası, vergi dairesi, şirket adı ve adres bilgilerinizi eksiksiz girin.',
        'Sepet adımında her eğitim için katılımcı olarak çalışanlarınızı ekleyin.',
        'Faturanız şirketiniz adına düzenlenir.',
      ),
      p('İhracatçı birliklerine üye firmalar, ilgili eğitimlerde üye fiyatından yararlanabilir.'),
      p(
        'Firmanıza özel eğitim talepleriniz için egitim@ihracatakademi.org.tr adresine yazabilirsiniz.',
      ),
    ),
  },
  {
    id: 'personaldataprotection',
    title: 'Kişisel Verilerin Korunması Aydınlatma Metni',
    description: html(
      p(
        `6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca veri sorumlusu sıfatıyla ${FOUNDATION_NAME}, kişisel verilerinizi aşağıda açıklanan amaçlarla ve hukuka uygun olarak işlemektedir.`,
      ),
      h('İşlenen kişisel veriler'),
      p(
        'Kimlik (ad, soyad, T.C. kimlik numarası), iletişim (e-posta, telefon, adres), müşteri işlem (sipariş, fatura) ve eğitim (sınav sonucu, sertifika) verileriniz işlenmektedir.',
      ),
      h('İşleme amaçları ve hukuki sebepler'),
      p(
        'Verileriniz; eğitim hizmetinin sunulması, sertifika düzenlenmesi, faturalandırma ve yasal yükümlülüklerin yerine getirilmesi amaçlarıyla, KVKK’nın 5. maddesinde belirtilen sözleşmenin ifası ve hukuki yükümlülük sebeplerine dayanılarak işlenir.',
      ),
      h('Haklarınız'),
      p(
        `KVKK’nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme haklarına sahipsiniz. Başvurularınızı ${CONTACT} iletebilirsiniz.`,
      ),
    ),
  },
  {
    id: 'RegistrationContract',
    title: 'Kayıt Sözleşmesi',
    description: html(
      p(
        'Bu sözleşme, eğitim programlarımıza kayıt yaptıran katılımcı ile vakıf arasındaki eğitim hizmetine ilişkin koşulları düzenler.',
      ),
      h('Devam zorunluluğu'),
      p(
        'Yüz yüze eğitimlerde ve sertifika programlarında toplam ders saatinin en az %80’ine devam edilmesi zorunludur. Devam koşulunu sağlamayan katılımcılar sınava alınmaz.',
      ),
      h('Sertifika'),
      p(
        'Sertifika, eğitim sonunda yapılan sınavda en az 70 puan alan katılımcılara verilir. Katılım belgesi ise devam koşulunu sağlayan tüm katılımcılara düzenlenir.',
      ),
      h('Program değişiklikleri'),
      p(
        'Vakıf, zorunlu hâllerde eğitim tarihlerini, yerini veya eğitmenini değiştirebilir; bu durumda katılımcılara en az 3 gün önceden bilgi verilir.',
      ),
    ),
  },
];
