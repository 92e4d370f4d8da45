/**
 * The English versions of the seed's blog posts, by their Turkish titles: a title and
 * the body's paragraphs.
 */
export const blogEnSeed: Record<string, { title: string; paragraphs: string[] }> = {
  'E-İhracatta Başarının 5 Altın Kuralı': {
    title: 'Five Golden Rules for Success in E-Export',
    paragraphs: [
      'E-export is the fastest and cheapest way for small and medium-sized businesses to reach world markets. But starting without choosing the right marketplace and localising the product pages can waste the effort.',
      'Successful companies have this in common: product descriptions in the language of the target country, clear return policies, fast shipping options and care for customer reviews.',
      'Remember that the ETGB declaration simplifies customs formalities for micro exports, and that the state support for e-export can cover a large part of the costs.',
    ],
  },
  'Incoterms® 2020: En Sık Yapılan Hatalar': {
    title: 'Incoterms® 2020: The Most Common Mistakes',
    paragraphs: [
      'Delivery terms decide how costs and risks are shared between the seller and the buyer. Even so, many contracts state them incompletely or wrongly.',
      'The most common mistake is using FOB and CIF for container transport, where the FCA and CIP rules share the risk far more accurately.',
      'Stating the place of delivery as well as the rule, and naming the Incoterms® edition used, prevents many disputes.',
    ],
  },
  'Hazır Giyimde Sürdürülebilirlik Artık Bir Tercih Değil': {
    title: 'Sustainability in Ready-to-Wear Is No Longer a Choice',
    paragraphs: [
      'Large European brands ask their suppliers for more detailed data every year on carbon emissions, water use and chemicals management.',
      'Recycled fibres, investment in energy efficiency and a transparent supply chain are becoming the precondition for winning orders.',
      'Sustainability should be seen not as a cost item but as a door opening onto new customers.',
    ],
  },
  'Akreditifte Belge Uyumsuzluklarından Nasıl Kaçınılır?': {
    title: 'How to Avoid Discrepancies in Letter of Credit Documents',
    paragraphs: [
      'The main reason for late payment under a letter of credit is small inconsistencies in the documents presented.',
      'It matters that the invoice describes the goods exactly as the letter of credit does, that the bill of lading is not dated after the latest shipment date, and that the documents are presented in time.',
      'Reviewing the draft with your bank before the letter of credit is opened solves many later problems in advance.',
    ],
  },
  'Modelistlik Mesleği ve Kariyer Olanakları': {
    title: 'Pattern Making as a Profession, and Its Career Prospects',
    paragraphs: [
      'A pattern maker turns a designer’s drawing into a pattern that can be produced, and is among the most sought-after professionals in the ready-to-wear industry.',
      'Knowing measurements, understanding how fabrics behave and using computer-aided pattern software are the core skills of a good pattern maker.',
      'Many of the participants who complete our certificate programmes are employed in the pattern and sample departments of manufacturers.',
    ],
  },
  'Sınırda Karbon Düzenlemesi İhracatçıları Nasıl Etkileyecek?': {
    title: 'How Will the Carbon Border Adjustment Affect Exporters?',
    paragraphs: [
      'The European Union’s Carbon Border Adjustment Mechanism puts a price on the emissions from producing imported goods.',
      'It starts with sectors such as iron and steel, aluminium, cement and fertilisers, and its scope is expected to widen over time.',
      'Exporters who start collecting emissions data now, and ask their suppliers for the same, will find the transition period easier.',
    ],
  },
  'Fuar Hazırlığında Kontrol Listesi': {
    title: 'A Checklist for Trade Fair Preparation',
    paragraphs: [
      'Well planned, taking part in an international fair can meet a year’s sales target in a few days.',
      'The stand design, the choice of samples, catalogues in several languages and the appointment calendar should be ready at least three months before the fair.',
      'Follow-up calls in the first week after the fair clearly increase the number of contacts that turn into contracts.',
    ],
  },
  'Kur Riskine Karşı Küçük İşletmeler Ne Yapabilir?': {
    title: 'What Can Small Businesses Do About Currency Risk?',
    paragraphs: [
      'Sudden moves in exchange rates can quickly wipe out the profit of small businesses, especially those selling on credit terms.',
      'Forward contracts, matching costs and income in the same currency, and giving price offers a validity period are simple but effective methods.',
      'What matters is not guessing where the rate will go, but deciding how much risk the company can bear and setting a policy for it.',
    ],
  },
  'Yapay Zekâ ile Pazar Araştırması: Nereden Başlamalı?': {
    title: 'Market Research with Artificial Intelligence: Where to Start?',
    paragraphs: [
      'Artificial intelligence tools can cut desk research on a target market from days to hours.',
      'An analysis that starts with foreign trade statistics can easily become, with the help of AI, a list of competitors, distribution channels and potential buyers.',
      'Even so, the findings must be checked against official sources, and personal data must be handled with care.',
    ],
  },
  'Kalite Kontrolde AQL Nedir, Nasıl Uygulanır?': {
    title: 'What Is AQL in Quality Control, and How Is It Applied?',
    paragraphs: [
      'AQL stands for acceptable quality level: it sets how many items of a lot are inspected, and at how many defective items the lot is rejected.',
      'In ready-to-wear, different AQL values are usually used for critical, major and minor defects.',
      'The right sampling plan both lowers needless inspection costs and keeps defective goods from reaching the customer.',
    ],
  },
  'İhracata Yeni Başlayanlar İçin Devlet Destekleri Rehberi': {
    title: 'A Guide to State Support for New Exporters',
    paragraphs: [
      'Through the exporters’ associations, the Ministry of Trade supports many expenses, from market research to taking part in fairs.',
      'To benefit, a company must be a member of an association, document its expenses properly and apply in time.',
      'In our courses we go through the documents a support application needs in detail, using sample files.',
    ],
  },
  '2027 Eğitim Takvimimiz Yayında': {
    title: 'Our 2027 Course Calendar Is Out',
    paragraphs: [
      'In the new year we meet our participants with four new certificate programmes, alongside our online, in-person and free courses.',
      'Pre-registration has opened for our programmes in e-commerce and e-export, sustainability management and ready-to-wear production management.',
      'Places are limited, so we advise you not to miss the registration deadline of the programme you are interested in.',
    ],
  },
};
