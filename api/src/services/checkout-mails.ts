import { hasLink } from '@lms/shared/contracts';
import type { ParticipantRow } from '../db/schema';
import type { MailQueue } from '../lib/mail-queue';
import { courseNameIn } from '../i18n/content-locale';
import { mailTexts, receiptTexts } from '../i18n/mail-texts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/messages';
import { lira, localDate } from '../pdf/document';
import type { Queryable } from '../repositories/baskets';
import type { OrderLine, OrderRow } from '../repositories/orders';

/** Writes that an order caused a mail (the order's page lists them). */
export type RecordOrderMail = (
  q: Queryable,
  orderId: number,
  recipient: string,
  subject: string,
) => Promise<void>;

/**
 * The checkout's mails, each in its reader's language (i18n/mail-texts.ts): the order's
 * confirmation with its receipt, the bank details of a transfer order, and a note to each person
 * someone else enrolled. Each is queued in the transaction `q` of the change it tells about
 * (lib/mail-queue.ts); the receipt is attached when the mail is sent.
 */

interface Person {
  name: string;
  surname: string;
  email: string;
}

/** The buyer: an account, whose mails are in its language. */
interface Buyer extends Person {
  locale: Locale;
}

/**
 * A course as a mail names it: its Turkish name and its English texts. Each mail names it in its
 * recipient's language (`courseNameIn`), so a participant reading English gets the English name
 * even when the buyer reads Turkish.
 */
export interface MailCourse {
  name: string;
  en: { name?: string } | null;
}

interface BankDetails {
  bankName: string;
  accountHolder: string;
  iban: string;
}

/**
 * A person's name as the mail shows it: plain words only. A word that reads as a link is left
 * out: names are typed by buyers, and accounts older than the contracts' check on
 * names may still hold one.
 */
const nameOf = (person: { name: string; surname: string }) =>
  `${person.name} ${person.surname}`
    .split(/\s+/)
    .filter((word) => word && !hasLink(word))
    .join(' ');

/** One line per course: its name, participants and amount, and a member price said as such. */
const courseList = (lines: OrderLine[], locale: Locale) =>
  lines
    .map((line) => {
      const member = line.memberAssociation
        ? `, ${receiptTexts(locale).memberPrice(line.memberAssociation)}`
        : '';
      return `- ${courseNameIn(line.name, line.en, locale)}: ${line.participants.map(nameOf).join(', ')} (${lira(line.total, locale)}${member})`;
    })
    .join('\n');

export function checkoutMails({
  platformUrl,
  mail,
  recordMail,
}: {
  platformUrl: string;
  mail: Pick<MailQueue, 'enqueue'>;
  recordMail?: RecordOrderMail;
}) {
  /** Queued in `q`, and recorded as the order's when it is about one. */
  const enqueueMail = async (
    q: Queryable,
    message: Parameters<MailQueue['enqueue']>[0],
    orderId?: number,
  ) => {
    await mail.enqueue(message, q);
    if (orderId !== undefined) await recordMail?.(q, orderId, message.to, message.subject);
  };
  return {
    async orderCompleted(q: Queryable, buyer: Buyer, order: OrderRow, lines: OrderLine[]) {
      const { locale } = buyer;
      const words = mailTexts(locale);
      await enqueueMail(
        q,
        {
          to: buyer.email,
          priority: 'order',
          subject: words.orderCompletedSubject(order.trackingId),
          text: [
            words.hello(nameOf(buyer)),
            '',
            words.orderCompletedIntro(order.trackingId),
            '',
            words.coursesAndParticipants,
            courseList(lines, locale),
            '',
            `${words.subtotal}: ${lira(order.subtotal, locale)}`,
            `${words.vat}: ${lira(order.tax, locale)}`,
            `${words.total}: ${lira(order.total, locale)}`,
            '',
            words.receiptAttached,
            `${platformUrl}/#/account/orders`,
          ].join('\n'),
          // The receipt, and the contracts accepted at checkout when there are some.
          attachments: [
            { kind: 'receipt', trackingId: order.trackingId },
            { kind: 'contracts', trackingId: order.trackingId },
          ],
        },
        order.id,
      );
    },

    async transferPlaced(
      q: Queryable,
      buyer: Buyer,
      order: OrderRow,
      lines: OrderLine[],
      bank: BankDetails,
    ) {
      const { locale } = buyer;
      const words = mailTexts(locale);
      await enqueueMail(
        q,
        {
          to: buyer.email,
          priority: 'order',
          subject: words.transferSubject(order.trackingId),
          text: [
            words.hello(nameOf(buyer)),
            '',
            words.transferIntro(order.trackingId),
            '',
            `${words.amount}: ${lira(order.total, locale)}`,
            `${words.bank}: ${bank.bankName}`,
            `${words.accountHolder}: ${bank.accountHolder}`,
            `IBAN: ${bank.iban}`,
            `${words.reference}: ${order.referenceCode}`,
            '',
            words.referenceOnly,
            order.expiresAt
              ? words.payBefore(localDate(order.expiresAt, locale, { time: true }))
              : '',
            words.afterConfirmation,
            '',
            words.coursesAndParticipants,
            courseList(lines, locale),
            '',
            `${words.yourOrders}: ${platformUrl}/#/account/orders`,
          ].join('\n'),
        },
        order.id,
      );
    },

    /**
     * Each participant of `seats` (the buyer is never among them: checkout's noticeRecipients
     * decides who is told) hears who enrolled them, and how to get in: in their own account's
     * language, or the buyer's when the address has no account yet.
     */
    async enrolledBySomeoneElse(
      q: Queryable,
      buyer: Buyer,
      lines: OrderLine[],
      seats: { email: string; courseId: number }[],
      locales: Map<string, Locale> = new Map(),
      orderId?: number,
    ) {
      const byEmail = new Map<string, { person: ParticipantRow; courses: MailCourse[] }>();
      for (const line of lines) {
        for (const person of line.participants) {
          if (
            !seats.some((seat) => seat.email === person.email && seat.courseId === line.courseId)
          ) {
            continue;
          }
          const entry = byEmail.get(person.email) ?? { person, courses: [] };
          entry.courses.push(line);
          byEmail.set(person.email, entry);
        }
      }
      for (const { person, courses } of byEmail.values()) {
        const locale = locales.get(person.email) ?? buyer.locale;
        const words = mailTexts(locale);
        await enqueueMail(
          q,
          {
            to: person.email,
            priority: 'notice',
            subject: words.enrolledSubject,
            text: [
              words.hello(nameOf(person)),
              '',
              words.enrolledIntro(nameOf(buyer)),
              ...courses.map((course) => `- ${courseNameIn(course.name, course.en, locale)}`),
              '',
              words.enrolledHowTo(person.email),
              `${platformUrl}/#/login`,
              '',
              words.enrolledNotYou,
            ].join('\n'),
          },
          orderId,
        );
      }
    },

    /**
     * The buyer asks again (`#/account/team`): the participant of a seat not yet
     * claimed hears once more who enrolled them and how to get in. Order mail, not a notice: the
     * buyer is waiting on it.
     */
    async invitationAgain(
      q: Queryable,
      buyer: Buyer,
      person: Person,
      course: MailCourse,
      locale: Locale,
      orderId: number,
    ) {
      const words = mailTexts(locale);
      await enqueueMail(
        q,
        {
          to: person.email,
          priority: 'order',
          subject: words.enrolledSubject,
          text: [
            words.hello(nameOf(person)),
            '',
            words.enrolledIntro(nameOf(buyer)),
            `- ${courseNameIn(course.name, course.en, locale)}`,
            '',
            words.enrolledHowTo(person.email),
            `${platformUrl}/#/login`,
            '',
            words.enrolledNotYou,
          ].join('\n'),
        },
        orderId,
      );
    },

    /** Staff refunded some or all seats of a paid order: the buyer hears what. */
    async orderRefunded(
      q: Queryable,
      buyer: Buyer,
      order: OrderRow,
      amount: number,
      seats: (Person & { courseName: string; courseEn: MailCourse['en'] })[],
    ) {
      const { locale } = buyer;
      const words = mailTexts(locale);
      await enqueueMail(
        q,
        {
          to: buyer.email,
          priority: 'order',
          subject: words.refundSubject(order.trackingId),
          text: [
            words.hello(nameOf(buyer)),
            '',
            words.refundIntro(order.trackingId, lira(amount, locale)),
            '',
            words.refundedSeats,
            ...seats.map(
              (seat) =>
                `- ${courseNameIn(seat.courseName, seat.courseEn, locale)}: ${nameOf(seat)}`,
            ),
            '',
            `${words.yourOrders}: ${platformUrl}/#/account/orders`,
          ].join('\n'),
        },
        order.id,
      );
    },

    /** A bank refund's money was sent back to the buyer, with the bank's reference. */
    async refundPaidBack(
      q: Queryable,
      buyer: Buyer,
      order: OrderRow,
      amount: number,
      reference: string,
    ) {
      const words = mailTexts(buyer.locale);
      await enqueueMail(
        q,
        {
          to: buyer.email,
          priority: 'order',
          subject: words.paybackSubject(order.trackingId),
          text: [
            words.hello(nameOf(buyer)),
            '',
            words.paybackIntro(order.trackingId, lira(amount, buyer.locale)),
            `${words.paybackReference}: ${reference}`,
            '',
            `${words.yourOrders}: ${platformUrl}/#/account/orders`,
          ].join('\n'),
        },
        order.id,
      );
    },

    /**
     * A participant (not the buyer) whose seat was refunded hears that it was removed, in their
     * account's language or the buyer's.
     */
    async seatRemoved(
      q: Queryable,
      orderId: number,
      person: Person,
      courses: MailCourse[],
      locale: Locale = DEFAULT_LOCALE,
    ) {
      const words = mailTexts(locale);
      await enqueueMail(
        q,
        {
          to: person.email,
          priority: 'order',
          subject: words.seatRemovedSubject,
          text: [
            words.hello(nameOf(person)),
            '',
            words.seatRemovedIntro,
            ...courses.map((course) => `- ${courseNameIn(course.name, course.en, locale)}`),
            '',
            words.seatRemovedQuestions,
          ].join('\n'),
        },
        orderId,
      );
    },
  };
}
