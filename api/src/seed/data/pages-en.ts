import type { SPEC_PAGE_IDS } from '@lms/shared/contracts';
import { FOUNDATION_NAME } from './site';

/**
 * The information pages in English, by page id: a faithful translation of
 * ./pages.ts, in the same HTML structure. The type makes every page of spec §2 have one.
 */

const html = (...blocks: string[]) => blocks.join('\n');
const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const CONTACT =
  'in writing to Yenibosna Merkez Mah. Çınar Cad. No: 12, 34197 Bahçelievler / İstanbul, or by e-mail to egitim@ihracatakademi.org.tr';

export const pagesEnSeed: Record<
  (typeof SPEC_PAGE_IDS)[number] | 'on-bilgilendirme-formu',
  { title: string; description: string }
> = {
  aboutus: {
    title: 'About Us',
    description: html(
      p(
        `${FOUNDATION_NAME} was founded under the leadership of Istanbul’s exporters’ associations to train the qualified people the sector needs.`,
      ),
      p(
        'With our online, classroom and free courses in ready-to-wear, textiles and foreign trade, we reach thousands of participants every year. Our certificate programmes are built on curricula prepared together with representatives of the sector and on hands-on workshops.',
      ),
      h('Our mission'),
      p(
        'To make the knowledge and skills that strengthen exporting companies’ competitiveness accessible, and to support the professional development of young people and employees.',
      ),
      h('Our vision'),
      p(
        'To be a leading vocational training institution that contributes to Türkiye’s export targets and teaches to international standards.',
      ),
    ),
  },
  privacypolicy: {
    title: 'Privacy Policy',
    description: html(
      p(
        `This privacy policy explains how the information of people who visit the website run by ${FOUNDATION_NAME} and use our services is collected, used and protected.`,
      ),
      h('Information collected'),
      p(
        'We collect the first name, last name, e-mail address, telephone number and billing details you share when you sign up, register for a course, use the contact form or subscribe to the newsletter, together with technical records of how the site is used.',
      ),
      h('Use of information'),
      p(
        'Your information is used to handle your course registrations, issue your certificates, meet our legal obligations and, if you allow it, send you announcements.',
      ),
      h('Security'),
      p(
        'Your personal data is protected against unauthorised access by technical and administrative measures. Your card details are not stored in our systems; payments are taken through the bank’s secure payment page.',
      ),
    ),
  },
  termsofuse: {
    title: 'Terms of Use',
    description: html(
      p('Every visitor who uses this website is deemed to have accepted the following terms.'),
      ul(
        'The course content, videos and documents on the site may be used for personal learning only; they may not be copied, reproduced or shared with third parties.',
        'You are responsible for the accuracy of your account details and for keeping your password secret.',
        'Using the site’s content for unlawful purposes is forbidden.',
      ),
      p(
        'Our foundation reserves the right to change the site’s content and the course calendar without prior notice.',
      ),
      p(
        'The courts and enforcement offices of Istanbul have jurisdiction over any dispute arising from these terms.',
      ),
    ),
  },
  ReturnPolicy: {
    title: 'Cancellation and Refund Policy',
    description: html(
      p(
        'Your requests to cancel courses you have bought and to be refunded are considered on the following terms.',
      ),
      ul(
        'Cancellations requested at least 7 days before the course’s start date are refunded in full.',
        'Cancellations made less than 7 days before the start are refunded at 50% of the fee.',
        'No refund is made once the course has started or once you have started watching the videos of an online course.',
        'Courses cancelled by our foundation for lack of participants are refunded in full.',
      ),
      p(
        'Refunds are made within 14 days at the latest, to your credit card or to the bank account you give us, depending on how you paid.',
      ),
      p(`You can send your refund request ${CONTACT}.`),
    ),
  },
  'mesafeli-satis-sozlesmesi': {
    title: 'Distance Sales Agreement',
    description: html(
      h('1. Parties'),
      p(
        `This agreement is made between ${FOUNDATION_NAME} (hereinafter the “Seller”) on the one hand and the person buying a course through the website (hereinafter the “Buyer”) on the other.`,
      ),
      h('2. Subject'),
      p(
        'The subject of this agreement is to set out the rights and obligations of the parties, under Consumer Protection Law No. 6502 and the Regulation on Distance Contracts, concerning the sale and provision of the training service the Buyer orders electronically through the website.',
      ),
      h('3. Provision of the service'),
      p(
        'Access to online courses opens in the Buyer’s account once the payment is confirmed. Classroom courses are given on the date and at the place stated on the course’s detail page.',
      ),
      h('4. Right of withdrawal'),
      p(
        'The Buyer may withdraw from the agreement before the provision of the service has begun. The right of withdrawal cannot be used for services whose provision has begun with the Buyer’s consent. The conditions of withdrawal and refund are set out in detail in the Cancellation and Refund Policy.',
      ),
      h('5. Competent court'),
      p(
        'Disputes fall under the Consumer Arbitration Committees and Consumer Courts, within the monetary limits announced by the Ministry of Trade.',
      ),
    ),
  },
  'on-bilgilendirme-formu': {
    title: 'Pre-Information Form',
    description: html(
      h('General terms'),
      p(
        'This form is given to the Buyer before the distance contract is made, under Consumer Protection Law No. 6502 and the Regulation on Distance Contracts. The seller, buyer, course, price, payment and delivery details above are those of this order.',
      ),
      h('Main features of the service'),
      p(
        'Online courses are provided on the website as video lessons and exams; access opens in the participant’s account once the payment is confirmed. Classroom courses and certificate programmes are given with an instructor, on the dates and at the place stated above.',
      ),
      h('Right of withdrawal'),
      p(
        'The Buyer may withdraw from the contract within 14 days of the payment’s confirmation, without giving any reason and without paying any penalty. Withdrawal can be made from My account > My orders, or in writing to the Seller’s contact addresses.',
      ),
      ul(
        'For services performed instantly by electronic means and intangible goods delivered instantly, the right of withdrawal ends once performance has begun with the Buyer’s consent: when a video or the exam of an online course is started, withdrawal from that course closes.',
        'For classroom courses and certificate programmes given on set dates, the right of withdrawal ends once the course has started.',
      ),
      p(
        'When the right of withdrawal is used, the amount paid is refunded to the Buyer by the same means of payment within 14 days at the latest of the withdrawal notice reaching the Seller.',
      ),
      h('Complaints'),
      p(
        `You can send your complaints ${CONTACT}. Disputes fall under the Consumer Arbitration Committees and Consumer Courts of the Buyer’s place of residence or of the place of purchase, within the monetary limits announced each year by the Ministry of Trade.`,
      ),
    ),
  },
  'uyelik-sozlesmesi': {
    title: 'Membership Agreement',
    description: html(
      p(
        `This agreement between a user who signs up on the ${FOUNDATION_NAME} website and the foundation takes effect when the sign-up is completed.`,
      ),
      h('The member’s obligations'),
      ul(
        'The member accepts that the information given at sign-up is accurate and up to date.',
        'The member may not share their account or password with others, and is responsible for what is done through their account.',
        'The member may not record, reproduce or distribute the course content they have bought.',
      ),
      h('The foundation’s rights'),
      p(
        'The foundation may suspend or close the account of a member who breaches this agreement. Membership is free of charge, and members may end their membership at any time.',
      ),
    ),
  },
  IndividualApplication: {
    title: 'Individual Application',
    description: html(
      p('To attend our courses as an individual, just follow the steps below.'),
      ul(
        'Sign up on our site as an individual member.',
        'Choose the course you want to attend and add it to your cart.',
        'Check your participant details and complete your payment by credit card or bank transfer (EFT).',
        'Wait for the e-mail confirming your registration.',
      ),
      p(
        'For classroom courses and certificate programmes, the documents requested at registration must be handed in by the first day of the course.',
      ),
      p('For any questions about your application, you can call us on 0212 451 36 00.'),
    ),
  },
  CorporateApplication: {
    title: 'Corporate Application',
    description: html(
      p(
        'You can make a corporate application to register your employees for our courses as a group, or to arrange a training programme tailored to your company.',
      ),
      ul(
        'Sign up on our site as a corporate member, filling in your tax number, tax office, company name and address in full.',
        'At the cart step, add your employees as the participants of each course.',
        'Your invoice is issued in your company’s name.',
      ),
      p(
        'Companies that are members of exporters’ associations can benefit from the member price on the courses concerned.',
      ),
      p('For training tailored to your company, you can write to egitim@ihracatakademi.org.tr.'),
    ),
  },
  personaldataprotection: {
    title: 'Personal Data Protection Notice',
    description: html(
      p(
        `Under Personal Data Protection Law No. 6698 (“KVKK”), ${FOUNDATION_NAME}, as the data controller, processes your personal data lawfully and for the purposes explained below.`,
      ),
      h('Personal data processed'),
      p(
        'We process your identity data (first name, last name, Turkish ID number), contact data (e-mail, telephone, address), customer transaction data (orders, invoices) and training data (exam results, certificates).',
      ),
      h('Purposes and legal grounds of processing'),
      p(
        'Your data is processed to provide the training service, issue certificates, invoice and meet legal obligations, on the grounds of the performance of a contract and of legal obligation set out in Article 5 of the KVKK.',
      ),
      h('Your rights'),
      p(
        `Under Article 11 of the KVKK, you have the right to learn whether your data is processed and to ask for it to be corrected or deleted. You can send your requests ${CONTACT}.`,
      ),
    ),
  },
  RegistrationContract: {
    title: 'Registration Agreement',
    description: html(
      p(
        'This agreement sets out the terms of the training service between a participant who registers for our training programmes and the foundation.',
      ),
      h('Attendance requirement'),
      p(
        'In classroom courses and certificate programmes, attending at least 80% of the total class hours is compulsory. Participants who do not meet the attendance requirement may not sit the exam.',
      ),
      h('Certificate'),
      p(
        'The certificate is awarded to participants who score at least 70 points in the exam held at the end of the course. A certificate of attendance is issued to every participant who meets the attendance requirement.',
      ),
      h('Changes to the programme'),
      p(
        'In unavoidable circumstances, the foundation may change a course’s dates, venue or instructor; participants are then informed at least 3 days in advance.',
      ),
    ),
  },
};
