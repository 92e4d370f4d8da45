import type { CourseSeed } from './courses';

/**
 * The seeded courses' English names and short descriptions, by course id. The site
 * shows them to English readers; the Turkish in `courses.ts` stays the course's main text.
 */
export const coursesEnSeed: Record<number, { name: string; about: string }> = {
  101: {
    name: 'Introduction to Foreign Trade: Key Concepts',
    about:
      'A starter course for those new to exporting and importing: the key concepts of foreign trade, the parties involved and the documents used.',
  },
  102: {
    name: 'Export Delivery Terms: Incoterms® 2020',
    about:
      'Compares the Incoterms® 2020 rules by the costs, risks and responsibilities they give the seller and the buyer.',
  },
  103: {
    name: 'Letters of Credit and Payment Methods in Foreign Trade',
    about:
      'Examines every payment method from cash in advance to letters of credit, with their risks and banking practice, through case studies.',
  },
  104: {
    name: 'E-Export: Selling Globally on Marketplaces',
    about:
      'Shows every step of e-export in practice, from opening a store on an international marketplace to the micro-export declaration.',
  },
  105: {
    name: 'Customs Legislation and Foreign Trade Regimes',
    about:
      'Explains the Customs Law, customs regimes and declaration procedures, including the latest changes to the legislation.',
  },
  107: {
    name: 'Government Support and Incentives for Exporters',
    about:
      'Explains the support offered through the Ministry of Trade and exporters’ associations, the conditions to apply and the documents needed to claim it.',
  },
  108: {
    name: 'Digital Marketing and Social Media Management',
    about:
      'Builds content, advertising and measurement strategies that help exporters reach customers abroad through digital channels.',
  },
  109: {
    name: 'Currency Risk Management and Financial Derivatives',
    about:
      'Teaches how exchange rate swings affect export revenue and how to hedge with instruments such as forwards and options.',
  },
  110: {
    name: 'Business Correspondence and Negotiation in English',
    about:
      'Aims at writing offers, orders, complaints and payment reminders in correct and effective English, and at negotiating with confidence.',
  },
  111: {
    name: 'Supply Chain and International Logistics',
    about:
      'Covers sea, road, air and rail transport, freight calculation and supply chain planning together.',
  },
  112: {
    name: 'The Green Deal and the Carbon Border Adjustment Mechanism',
    about:
      'Explains the obligations the European Green Deal and the Carbon Border Adjustment Mechanism bring to exporters.',
  },
  113: {
    name: 'Product Costing in Ready-to-Wear',
    about:
      'Teaches how to calculate the cost of a garment step by step, from fabric consumption to labour minutes.',
  },
  114: {
    name: 'Export Market Research with AI Tools',
    about:
      'Shows how to research target markets, competitors and buyers quickly and reliably with AI-powered tools.',
  },
  115: {
    name: 'Taking Part in International Trade Fairs',
    about:
      'Teaches how to plan a trade fair, from choosing the fair and designing the stand to following up visitors and selling afterwards.',
  },
  145: {
    name: 'First Step into Foreign Trade: Free Introductory Course',
    about:
      'A short starter course for anyone who wants to get to know the platform and the first concepts of foreign trade for free: watch two videos, take the short exam and get your certificate.',
  },
  106: {
    name: 'Pattern Making in Ready-to-Wear',
    about:
      'Teaches pattern making for women’s and men’s wear in a workshop, from the basic block to style variations.',
  },
  116: {
    name: 'Sewing Machine Operator',
    about:
      'A vocational course that builds safe and efficient work on lockstitch, overlock and coverstitch machines through practice.',
  },
  117: {
    name: 'Quality Control and Reading Size Charts in Garment Making',
    about:
      'Covers defect classification in inline and final inspections, AQL sampling plans and reading size charts, with practice.',
  },
  118: {
    name: 'Fabrics and Fibres in Textiles',
    about:
      'Introduces natural and man-made fibres, woven and knitted fabric structures and fabric tests with samples.',
  },
  119: {
    name: 'Denim Washing and Finishing',
    about:
      'Examines denim finishing from stone washing to laser treatments, together with their environmental impact.',
  },
  120: {
    name: 'Production Planning and Line Balancing',
    about:
      'Teaches how to raise productivity in garment factories with work study, standard times and line balancing.',
  },
  121: {
    name: 'Trend Analysis in Fashion Design',
    about:
      'Teaches, through workshops, how to read the season’s trends and turn them into collection themes that suit a brand.',
  },
  122: {
    name: 'Effective Selling and Customer Relations',
    about:
      'Explains how to build trust with customers at home and abroad, analyse their needs and close the sale.',
  },
  123: {
    name: 'Knitting Technology and Knitwear Production',
    about:
      'Teaches flat and circular knitting machines, knitwear pattern programming and quality control in production, with practice.',
  },
  124: {
    name: 'Occupational Health and Safety in Garment Workshops',
    about:
      'Covers the risks specific to garment workshops, risk assessment and emergency planning, together with the legislation.',
  },
  125: {
    name: 'Leadership and Team Management',
    about:
      'Gives middle managers the skills of motivating a team, giving feedback, delegating and managing conflict.',
  },
  126: {
    name: 'Colour, Dyeing and Printing Techniques in Textiles',
    about:
      'Explains colour measurement, reactive and disperse dyeing, and digital and screen printing, with laboratory practice.',
  },
  127: {
    name: 'Personal Data Protection (KVKK): The Basics',
    about:
      'Explains in plain words the main principles of Law No. 6698 on the Protection of Personal Data and what it requires of businesses.',
  },
  128: {
    name: 'Introduction to Sustainable Fashion and the Circular Economy',
    about:
      'A free seminar series on the environmental impact of fashion, recycled materials and circular business models.',
  },
  129: {
    name: 'First Step into Exporting: From Setting Up a Company to the First Shipment',
    about:
      'Shows first-time exporters the way from joining an exporters’ association to sending the first shipment.',
  },
  130: {
    name: 'Analysing Foreign Trade Data with Excel',
    about:
      'Teaches how to arrange foreign trade statistics in Excel and interpret them with pivot tables and charts.',
  },
  131: {
    name: 'Effective Communication and Presentation Skills',
    about:
      'Helps you communicate clearly and persuasively at work, prepare effective presentations and speak with ease in front of an audience.',
  },
  132: {
    name: 'Trademark Registration and Intellectual Property Rights',
    about:
      'Summarises, from an exporter’s point of view, how trademarks, designs and patents are registered at home and abroad.',
  },
  133: {
    name: 'Time Management and Working Efficiently',
    about:
      'A short course that makes a workload easier to manage with prioritising, planning and focusing methods.',
  },
  134: {
    name: 'Introduction to Carbon Footprint Calculation',
    about:
      'Shows scope 1, 2 and 3 emissions, data collection and a simple carbon footprint calculation step by step.',
  },
  135: {
    name: 'Cyber Security Awareness',
    about:
      'An awareness course on recognising phishing e-mails, using strong passwords and protecting company data.',
  },
  136: {
    name: 'Foreign Trade Specialist Certificate Programme',
    about:
      'A comprehensive programme, certified by an exam, covering the operations, legislation, financing and marketing of foreign trade.',
  },
  137: {
    name: 'Fashion Design Certificate Programme',
    about:
      'A project-based certificate programme that teaches every stage of fashion design, from drawing to presenting a collection.',
  },
  138: {
    name: 'Pattern Making Certificate Programme (Advanced)',
    about:
      'Teaches participants who already know basic pattern making advanced style work and computer-aided pattern making.',
  },
  139: {
    name: 'Quality Management in Textiles Certificate Programme',
    about:
      'Covers quality management systems, statistical quality control and audits in textile and garment companies.',
  },
  140: {
    name: 'E-Commerce and E-Export Specialist Certificate Programme',
    about:
      'Trains specialists who can run their own online store and marketplace stores and manage e-export operations from end to end.',
  },
  141: {
    name: 'Logistics and Assistant Customs Broker Certificate Programme',
    about:
      'Gives those who want to work for customs brokers and logistics companies the knowledge of both the legislation and the operations.',
  },
  142: {
    name: 'Sustainability Manager Certificate Programme',
    about:
      'Trains managers who will guide companies in sustainability reporting, carbon management and supply chain audits.',
  },
  143: {
    name: 'Garment Production Manager Certificate Programme',
    about:
      'Builds the skills of a production manager, from production planning and cost control to team management and customer relations.',
  },
  144: {
    name: 'International Purchasing and Supply Management Certificate Programme',
    about:
      'A certificate programme covering supplier selection, international purchasing contracts and supply risk management.',
  },
};

/** The English version of a seeded alert message. */
export const ALERTS_EN: Record<string, string> = {
  'Yeterli katılım sağlanamadığı için bu dönem iptal edilmiştir.':
    'This term has been cancelled because there were not enough participants.',
  'Kontenjanın büyük bölümü doldu, son 4 kişilik yer kaldı.':
    'Most of the places are taken: only 4 places are left.',
};

/** "24 saat" in English words, for the summary line (the page formats the duration itself). */
export const durationEn = (duration: CourseSeed['duration']): string =>
  duration.replace(
    /^(\d+) saat$/,
    (_, hours: string) => `${hours} ${hours === '1' ? 'hour' : 'hours'}`,
  );

/** The seeded courses' content headings in English, in the order of `contents`. */
export const contentsEnSeed: Record<number, string[]> = {
  101: [
    'The parties and key terms of foreign trade',
    'Export and import regimes',
    'Documents used in foreign trade',
    'Preparing a sample export file',
  ],
  102: [
    'How the Incoterms® rules are built',
    'The EXW, FCA, FOB and CIF terms',
    'The DAP, DPU and DDP terms',
    'Choosing the right term for the contract',
  ],
  103: [
    'Cash in advance, open account and documentary collection',
    'Types of letters of credit and UCP 600',
    'Examining documents and discrepancies',
    'Export finance and insurance',
  ],
  104: [
    'Choosing a marketplace and setting up a store',
    'Listing and pricing products',
    'Micro-exports with the ETGB declaration',
    'Support for e-exporters',
  ],
  105: [
    'The Customs Law and its key concepts',
    'Free circulation and inward processing',
    'Customs value and rules of origin',
    'Filling in a declaration',
  ],
  107: [
    'Market entry and branding support',
    'Support for trade fairs',
    'Design and UR-GE support',
    'Preparing the application file',
  ],
  108: [
    'Analysing the target market and audience',
    'A social media content plan',
    'Search engine and social media advertising',
    'Measuring and reporting on campaigns',
  ],
  109: [
    'Measuring currency risk',
    'Forward and futures contracts',
    'Hedging strategies with options',
    'Setting a company currency policy',
  ],
  110: [
    'Business e-mail templates',
    'Offers and orders',
    'Complaints and payment reminders',
    'Negotiation role plays',
  ],
  111: [
    'Transport modes and how to choose',
    'Freight and the bill of lading',
    'Warehousing and stock management',
    'Supply chain risks',
  ],
  112: [
    'The European Green Deal',
    'The scope and timetable of CBAM',
    'Reporting embedded emissions',
    'A compliance roadmap for companies',
  ],
  113: [
    'Fabric and trim consumption',
    'Operation times and labour cost',
    'Allocating overheads',
    'Building the quoted price',
  ],
  114: [
    'Reading foreign trade statistics',
    'Competitor analysis with AI',
    'Building a list of potential buyers',
    'Checking and reporting the data',
  ],
  115: [
    'Choosing the right fair',
    'Budget and stand planning',
    'Meeting customers at the fair',
    'Following up after the fair',
  ],
  145: ['The parties of foreign trade', 'Key foreign trade terms', 'A short assessment exam'],
  106: [
    'Taking measurements and size charts',
    'Basic skirt, blouse and trouser patterns',
    'Style variations and dart manipulation',
    'Grading and marker planning',
  ],
  116: [
    'Getting to know and maintaining the machines',
    'Straight stitching practice',
    'Overlock and coverstitch practice',
    'Sewing a garment on the line',
  ],
  117: [
    'Quality and types of defects',
    'The AQL sampling plan',
    'Reading size charts and tolerances',
    'Writing a final inspection report',
  ],
  118: [
    'Natural and man-made fibres',
    'Woven fabric structures',
    'Knitted fabric structures',
    'Basic fabric tests',
  ],
  119: [
    'The properties of denim',
    'Enzyme and stone washing',
    'Laser and ozone technologies',
    'Saving water and chemicals',
  ],
  120: [
    'Work study and standard time',
    'Operation analysis',
    'Line balancing methods',
    'Capacity and delivery planning',
  ],
  121: [
    'Trend sources and following trends',
    'Colour and material forecasts',
    'Making a mood board',
    'Building a collection plan',
  ],
  122: [
    'The sales process and customer types',
    'Needs analysis and asking questions',
    'Handling objections',
    'Managing relations after the sale',
  ],
  123: [
    'Types of knitting machines',
    'Choosing and preparing yarn',
    'Pattern programming',
    'Quality control in knitwear',
  ],
  124: [
    'Law No. 6331 and its obligations',
    'Risk assessment in the workshop',
    'Machine safety and ergonomics',
    'Fire and emergency planning',
  ],
  125: ['Leadership styles', 'Feedback and coaching', 'Delegation', 'Conflict management'],
  126: [
    'Colour theory and colour measurement',
    'Dyeing methods',
    'Screen and digital printing',
    'Colour fastness tests',
  ],
  127: [
    'Personal data and special categories of data',
    'The duty to inform',
    'Explicit consent',
    'VERBİS and data security',
  ],
  128: [
    'The environmental impact of the fashion industry',
    'Recycled fibres',
    'Circular business models',
    'Sustainability labels',
  ],
  129: [
    'Joining an exporters’ association',
    'Choosing a target market',
    'The first offer and the proforma invoice',
    'Documents for the first shipment',
  ],
  130: [
    'Data sources and importing data',
    'Cleaning and arranging data',
    'Pivot tables',
    'Reporting with charts',
  ],
  131: [
    'The basics of communication',
    'Body language',
    'Structuring a presentation',
    'Handling questions and answers',
  ],
  132: [
    'Trademarks and designs',
    'Registration in Türkiye',
    'International registration under the Madrid Protocol',
    'Your rights against counterfeits',
  ],
  133: [
    'Time traps',
    'The prioritisation matrix',
    'Weekly planning',
    'Staying focused with digital tools',
  ],
  134: [
    'The Greenhouse Gas Protocol',
    'Scope 1, 2 and 3 emissions',
    'Collecting data',
    'A worked example',
  ],
  135: ['Phishing attacks', 'Password security', 'Ransomware', 'Working remotely and safely'],
  136: [
    'Foreign trade operations',
    'Customs and foreign exchange legislation',
    'Financing foreign trade',
    'International marketing',
  ],
  137: [
    'Fashion illustration',
    'Technical drawing',
    'Developing a collection',
    'Portfolio and jury presentation',
  ],
  138: [
    'Advanced style work',
    'Outerwear patterns',
    'Computer-aided pattern making (CAD)',
    'Sample and fitting corrections',
  ],
  139: [
    'The ISO 9001 quality management system',
    'Statistical process control',
    'Preparing for customer audits',
    'Continuous improvement tools',
  ],
  140: [
    'E-commerce platforms',
    'Managing marketplaces',
    'Digital advertising and analytics',
    'E-export logistics and customs',
  ],
  141: [
    'Customs legislation',
    'Tariffs and classification',
    'Transport documents',
    'Bonded warehouses and storage',
  ],
  142: [
    'Sustainability reporting standards',
    'Carbon management',
    'Social compliance audits',
    'Sustainability strategy',
  ],
  143: [
    'Production planning and control',
    'Cost management',
    'Lean production',
    'Managing the team and customers',
  ],
  144: [
    'Researching and choosing suppliers',
    'Purchasing contracts',
    'Supply risk management',
    'Measuring performance',
  ],
};
