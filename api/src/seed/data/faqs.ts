/** The FAQ, each question with its English version. */
export const faqsSeed: {
  questionTitle: string;
  questionDescription: string;
  en: { questionTitle: string; questionDescription: string };
}[] = [
  {
    questionTitle: 'Eğitimlere nasıl kayıt olabilirim?',
    questionDescription:
      '<p>Sitemize üye olduktan sonra ilgilendiğiniz eğitimin detay sayfasındaki <strong>Satın Al</strong> düğmesiyle eğitimi sepetinize ekleyebilir, katılımcı bilgilerini girerek ödemenizi tamamlayabilirsiniz.</p>',
    en: {
      questionTitle: 'How can I register for a course?',
      questionDescription:
        '<p>Once you have signed up on our site, you can add the course you are interested in to your cart with the <strong>Buy</strong> button on its detail page, then enter the participants’ details and complete your payment.</p>',
    },
  },
  {
    questionTitle: 'Hangi ödeme yöntemlerini kullanabilirim?',
    questionDescription:
      '<p>Ödemelerinizi kredi kartı veya banka kartıyla online olarak ya da havale/EFT ile yapabilirsiniz. Havale/EFT seçeneğinde açıklama alanına size verilen referans kodunu yazmayı unutmayın.</p>',
    en: {
      questionTitle: 'Which payment methods can I use?',
      questionDescription:
        '<p>You can pay online by credit or debit card, or by bank transfer (EFT). If you pay by bank transfer, do not forget to write the reference code you are given in the description field.</p>',
    },
  },
  {
    questionTitle: 'Kredi kartıma taksit yapılıyor mu?',
    questionDescription:
      '<p>Hayır. Kartla yapılan ödemeler şu anda tek çekim olarak alınmaktadır; taksit seçeneği sunulmamaktadır. Dilerseniz havale/EFT ile de ödeyebilirsiniz.</p>',
    en: {
      questionTitle: 'Can I pay for a course in instalments by credit card?',
      questionDescription:
        '<p>No. Card payments are currently taken in a single payment; instalments are not offered. You can also pay by bank transfer if you prefer.</p>',
    },
  },
  {
    questionTitle: 'Bir eğitime birden fazla kişi kaydedebilir miyim?',
    questionDescription:
      '<p>Evet. Sepet adımında katılımcıları ekleyebilirsiniz; eğitim yalnızca listelediğiniz kişilere tanımlanır ve her katılımcı için ayrı ücret alınır. Siz de katılacaksanız kendinizi listede bırakın. Kurumsal hesaplarda ödeme makbuzunda şirketinizin vergi bilgileri yer alır.</p>',
    en: {
      questionTitle: 'Can I register more than one person for a course?',
      questionDescription:
        '<p>Yes. You can add participants at the cart step; the course is assigned only to the people you list, and a separate fee is charged for each participant. If you are attending as well, keep yourself on the list. For corporate accounts, the payment receipt carries your company’s tax details.</p>',
    },
  },
  {
    questionTitle: 'Online eğitim videolarını ne kadar süre izleyebilirim?',
    questionDescription:
      '<p>Satın aldığınız online eğitimlerin videolarına eğitim süresi boyunca dilediğiniz zaman erişebilirsiniz. Kaldığınız yer otomatik olarak kaydedilir.</p>',
    en: {
      questionTitle: 'How long can I watch the videos of an online course?',
      questionDescription:
        '<p>You can watch the videos of the online courses you have bought whenever you like for the duration of the course. Where you left off is saved automatically.</p>',
    },
  },
  {
    questionTitle: 'Sertifikamı nasıl alırım?',
    questionDescription:
      '<p>Önce eğitimin videolarını izleyin: her videonun eğitim için belirlenen oranı (çoğunlukla %90’ı) gerçekten oynatılmış olmalıdır; ileri sarılan kısımlar sayılmaz. Sınav bundan sonra açılır. Sınavı başarıyla tamamladığınızda sertifikanız hazırlanır; <strong>Hesabım &gt; Sertifikalarım</strong> sayfasından indirebilir, doğrulama bağlantısını paylaşabilir ve LinkedIn profilinize ekleyebilirsiniz.</p>',
    en: {
      questionTitle: 'How do I get my certificate?',
      questionDescription:
        '<p>First watch the course’s videos: the share of each video set for the course (usually 90%) must really have been played; skipped parts do not count. The exam opens after that. When you pass the exam, your certificate is prepared; you can download it from <strong>My account &gt; My certificates</strong>, share its verification link and add it to your LinkedIn profile.</p>',
    },
  },
  {
    questionTitle: 'Sınavda başarısız olursam ne olur?',
    questionDescription:
      '<p>Sınavı eğitimin videolar sayfasından yeniden başlatabilirsiniz; videoları yeniden izlemeniz gerekmez. Sorularınız için eğitim koordinatörümüzle iletişime geçebilirsiniz.</p>',
    en: {
      questionTitle: 'What happens if I fail the exam?',
      questionDescription:
        '<p>You can start the exam again from the course’s videos page; you do not need to watch the videos again. For any questions, you can contact our course coordinator.</p>',
    },
  },
  {
    questionTitle: 'Kaydımı iptal edip ücret iadesi alabilir miyim?',
    questionDescription:
      '<p>Eğitim başlangıç tarihinden en az 7 gün önce yapılan iptal taleplerinde ücretin tamamı iade edilir. Ayrıntılar için İade Politikası sayfamızı inceleyebilirsiniz.</p>',
    en: {
      questionTitle: 'Can I cancel my registration and get a refund?',
      questionDescription:
        '<p>Cancellations requested at least 7 days before the course’s start date are refunded in full. For details, see our Return Policy page.</p>',
    },
  },
  {
    questionTitle: 'Yüz yüze eğitimler nerede yapılıyor?',
    questionDescription:
      '<p>Yüz yüze eğitimlerimiz Bahçelievler Yenibosna’daki eğitim merkezimizde yapılır. Eğitim yeri her eğitimin detay sayfasında ayrıca belirtilir.</p>',
    en: {
      questionTitle: 'Where are the classroom courses held?',
      questionDescription:
        '<p>Our classroom courses are held at our training centre in Yenibosna, Bahçelievler. The venue is also given on each course’s detail page.</p>',
    },
  },
  {
    questionTitle: 'Ücretsiz eğitimlere katılmak için ne yapmalıyım?',
    questionDescription:
      '<p>Ücretsiz eğitimlere katılmak için üye olmanız ve eğitimi sepetinize eklemeniz yeterlidir; ödeme adımı atlanır ve kaydınız hemen tamamlanır.</p>',
    en: {
      questionTitle: 'What do I need to do to join the free courses?',
      questionDescription:
        '<p>To join a free course, all you need to do is sign up and add the course to your cart; the payment step is skipped and your registration is completed at once.</p>',
    },
  },
];
