/**
 * The English captions of the seed videos; the Turkish ones are the lesson's own title
 * and description in data/learning.ts. The videos are silent title cards, so a caption says what
 * the card shows. `npm run write-captions -w @lms/api` writes the .vtt files next to the videos.
 */
export const englishCaptions: Record<string, { title: string; description: string }> = {
  '101-1.mp4': {
    title: 'The Parties to Foreign Trade',
    description: 'The roles of exporters, importers, banks, customs and carriers in the process.',
  },
  '101-2.mp4': {
    title: 'Basic Terms',
    description: 'Basic concepts such as origin, HS code, pro forma invoice and bill of lading.',
  },
  '101-3.mp4': {
    title: 'Documents Used in Foreign Trade',
    description:
      'Commercial invoice, packing list, certificate of origin and the A.TR certificate.',
  },
  '102-1.mp4': {
    title: 'What Are Incoterms®?',
    description: 'The purpose and scope of delivery terms and their place in the contract.',
  },
  '102-2.mp4': {
    title: 'Rules for Any Mode of Transport',
    description: 'A comparison of the EXW, FCA, CPT, CIP, DAP, DPU and DDP rules.',
  },
  '102-3.mp4': {
    title: 'FAS, FOB, CFR and CIF',
    description: 'Four rules for sea and inland waterway transport.',
  },
  '103-1.mp4': {
    title: 'Cash in Advance and Open Account',
    description: 'The risks of both methods for the exporter and the importer.',
  },
  '103-2.mp4': {
    title: 'Documentary Collection',
    description: 'Sending documents for collection through the banks.',
  },
  '103-3.mp4': {
    title: 'Types of Letters of Credit and UCP 600',
    description: 'Confirmed, unconfirmed, revolving and transferable letters of credit.',
  },
  '104-1.mp4': {
    title: 'Choosing the Right Marketplace',
    description: 'Choosing a marketplace by target country, product group and commission rates.',
  },
  '104-2.mp4': {
    title: 'Product Listing',
    description: 'Product pages that stand out through their title, images and keywords.',
  },
  '105-1.mp4': {
    title: 'The Customs Law and Basic Concepts',
    description: 'The concepts of customs territory, customs status and liability.',
  },
  '105-2.mp4': {
    title: 'Inward Processing Regime',
    description: 'Duty-free use of imported inputs for products to be exported.',
  },
};

/** The closing caption of every seed video, in both languages. */
export const closingCaption = {
  tr: 'İhracat Akademisi — ders tanıtım kartı',
  en: 'İhracat Akademisi — lesson title card',
};

/**
 * The home page's intro video (api/public/images/videos/tanitim.mp4, 6 s, silent): its Turkish and
 * English captions, cue by cue. `npm run write-captions -w @lms/api` writes
 * tanitim.tr.vtt and tanitim.en.vtt next to it.
 */
export const introCaptions: Record<'tr' | 'en', { from: number; to: number; text: string }[]> = {
  tr: [
    { from: 0, to: 3, text: 'İhracat Akademisi’ne hoş geldiniz.' },
    {
      from: 3,
      to: 6,
      text: 'Dış ticaretten e-ihracata, online ve yüz yüze eğitimlerle dünya pazarlarına açılın.',
    },
  ],
  en: [
    { from: 0, to: 3, text: 'Welcome to İhracat Akademisi.' },
    {
      from: 3,
      to: 6,
      text: 'From foreign trade to e-export: online and in-person courses that open up world markets.',
    },
  ],
};
