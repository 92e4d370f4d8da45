export const faqsSeed: { questionTitle: string; questionDescription: string }[] = [
  {
    questionTitle: 'Eğitimlere nasıl kayıt olabilirim?',
    questionDescription:
      '<p>Sitemize üye olduktan sonra ilgilendiğiniz eğitimin detay sayfasındaki <strong>Satın Al</strong> düğmesiyle eğitimi sepetinize ekleyebilir, katılımcı bilgilerini girerek ödemenizi tamamlayabilirsiniz.</p>',
  },
  {
    questionTitle: 'Hangi ödeme yöntemlerini kullanabilirim?',
    questionDescription:
      '<p>Ödemelerinizi kredi kartı veya banka kartıyla online olarak ya da havale/EFT ile yapabilirsiniz. Havale/EFT seçeneğinde açıklama alanına size verilen referans kodunu yazmayı unutmayın.</p>',
  },
  {
    questionTitle: 'Kredi kartıma taksit yapılıyor mu?',
    questionDescription:
      '<p>Hayır. Kartla yapılan ödemeler şu anda tek çekim olarak alınmaktadır; taksit seçeneği sunulmamaktadır. Dilerseniz havale/EFT ile de ödeyebilirsiniz.</p>',
  },
  {
    questionTitle: 'Bir eğitime birden fazla kişi kaydedebilir miyim?',
    questionDescription:
      '<p>Evet. Sepet adımında katılımcıları ekleyebilirsiniz; eğitim yalnızca listelediğiniz kişilere tanımlanır ve her katılımcı için ayrı ücret alınır. Siz de katılacaksanız kendinizi listede bırakın. Kurumsal hesaplarda ödeme makbuzunda şirketinizin vergi bilgileri yer alır.</p>',
  },
  {
    questionTitle: 'Online eğitim videolarını ne kadar süre izleyebilirim?',
    questionDescription:
      '<p>Satın aldığınız online eğitimlerin videolarına eğitim süresi boyunca dilediğiniz zaman erişebilirsiniz. Kaldığınız yer otomatik olarak kaydedilir.</p>',
  },
  {
    questionTitle: 'Sertifikamı nasıl alırım?',
    questionDescription:
      '<p>Önce eğitimin videolarını izleyin: her videonun eğitim için belirlenen oranı (çoğunlukla %90’ı) gerçekten oynatılmış olmalıdır; ileri sarılan kısımlar sayılmaz. Sınav bundan sonra açılır. Sınavı başarıyla tamamladığınızda sertifikanız hazırlanır; <strong>Hesabım &gt; Sertifikalarım</strong> sayfasından indirebilir, doğrulama bağlantısını paylaşabilir ve LinkedIn profilinize ekleyebilirsiniz.</p>',
  },
  {
    questionTitle: 'Sınavda başarısız olursam ne olur?',
    questionDescription:
      '<p>Sınavı eğitimin videolar sayfasından yeniden başlatabilirsiniz; videoları yeniden izlemeniz gerekmez. Sorularınız için eğitim koordinatörümüzle iletişime geçebilirsiniz.</p>',
  },
  {
    questionTitle: 'Kaydımı iptal edip ücret iadesi alabilir miyim?',
    questionDescription:
      '<p>Eğitim başlangıç tarihinden en az 7 gün önce yapılan iptal taleplerinde ücretin tamamı iade edilir. Ayrıntılar için İade Politikası sayfamızı inceleyebilirsiniz.</p>',
  },
  {
    questionTitle: 'Yüz yüze eğitimler nerede yapılıyor?',
    questionDescription:
      '<p>Yüz yüze eğitimlerimiz Bahçelievler Yenibosna’daki eğitim merkezimizde yapılır. Eğitim yeri her eğitimin detay sayfasında ayrıca belirtilir.</p>',
  },
  {
    questionTitle: 'Ücretsiz eğitimlere katılmak için ne yapmalıyım?',
    questionDescription:
      '<p>Ücretsiz eğitimlere katılmak için üye olmanız ve eğitimi sepetinize eklemeniz yeterlidir; ödeme adımı atlanır ve kaydınız hemen tamamlanır.</p>',
  },
];
