import { hasLink } from '@lms/shared/contracts';
import type { ParticipantRow } from '../db/schema';
import type { MailQueue } from '../lib/mail-queue';
import { turkishDate, turkishLira as tl } from '../pdf/document';
import type { Queryable } from '../repositories/baskets';
import type { OrderLine, OrderRow } from '../repositories/orders';

/** Writes that an order caused a mail (issue 34: the order's page lists them). */
export type RecordOrderMail = (
  q: Queryable,
  orderId: number,
  recipient: string,
  subject: string,
) => Promise<void>;

/**
 * The checkout's mails, in Turkish like the site's other mails: the order's
 * confirmation with its receipt, the bank details of a transfer order, and a note to each person
 * someone else enrolled. Each is queued in the transaction `q` of the change it tells about
 * (lib/mail-queue.ts); the receipt is attached when the mail is sent.
 */

interface Person {
  name: string;
  surname: string;
  email: string;
}

interface BankDetails {
  bankName: string;
  accountHolder: string;
  iban: string;
}

/**
 * A person's name as the mail shows it: plain words only. A word that reads as a link is left
 * out (issue 27): names are typed by buyers, and accounts older than the contracts' check on
 * names may still hold one.
 */
const nameOf = (person: { name: string; surname: string }) =>
  `${person.name} ${person.surname}`
    .split(/\s+/)
    .filter((word) => word && !hasLink(word))
    .join(' ');

const until = (date: Date | null) => (date ? turkishDate(date, { time: true }) : '');

const courseList = (lines: OrderLine[]) =>
  lines
    .map(
      (line) => `- ${line.name}: ${line.participants.map(nameOf).join(', ')} (${tl(line.total)})`,
    )
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
    async orderCompleted(q: Queryable, buyer: Person, order: OrderRow, lines: OrderLine[]) {
      await enqueueMail(
        q,
        {
          to: buyer.email,
          subject: `Siparişiniz tamamlandı (${order.trackingId})`,
          text: [
            `Merhaba ${nameOf(buyer)},`,
            '',
            `${order.trackingId} numaralı siparişinizin ödemesi alındı ve katılımcılar eğitime kaydedildi.`,
            '',
            'Eğitimler ve katılımcılar:',
            courseList(lines),
            '',
            `Ara toplam (KDV hariç): ${tl(order.subtotal)}`,
            `KDV: ${tl(order.tax)}`,
            `Toplam: ${tl(order.total)}`,
            '',
            'Ödeme makbuzunuz ektedir. Siparişlerinizi “Siparişlerim” sayfasından izleyebilirsiniz:',
            `${platformUrl}/#/account/orders`,
            '',
            'İhracat Akademisi',
          ].join('\n'),
          attachments: [{ kind: 'receipt', trackingId: order.trackingId }],
        },
        order.id,
      );
    },

    async transferPlaced(
      q: Queryable,
      buyer: Person,
      order: OrderRow,
      lines: OrderLine[],
      bank: BankDetails,
    ) {
      await enqueueMail(
        q,
        {
          to: buyer.email,
          subject: `Havale/EFT bilgileri: sipariş ${order.trackingId}`,
          text: [
            `Merhaba ${nameOf(buyer)},`,
            '',
            `${order.trackingId} numaralı siparişiniz havale/EFT ödemesi bekliyor.`,
            '',
            `Tutar: ${tl(order.total)}`,
            `Banka: ${bank.bankName}`,
            `Alıcı: ${bank.accountHolder}`,
            `IBAN: ${bank.iban}`,
            `Açıklama (referans kodu): ${order.referenceCode}`,
            '',
            'Lütfen açıklama alanına yalnızca referans kodunu yazınız.',
            order.expiresAt
              ? `Ödemenin ${until(order.expiresAt)} tarihine kadar yapılması gerekir; sonrasında sipariş iptal olur.`
              : '',
            'Ödemeniz onaylandığında katılımcılar eğitime kaydedilir ve size e-posta gönderilir.',
            '',
            'Eğitimler ve katılımcılar:',
            courseList(lines),
            '',
            `Siparişleriniz: ${platformUrl}/#/account/orders`,
            '',
            'İhracat Akademisi',
          ].join('\n'),
        },
        order.id,
      );
    },

    /** Each participant who is not the buyer hears who enrolled them, and how to get in. */
    async enrolledBySomeoneElse(
      q: Queryable,
      buyer: Person,
      lines: OrderLine[],
      seats: { email: string; courseId: number }[],
      orderId?: number,
    ) {
      const byEmail = new Map<string, { person: ParticipantRow; courses: string[] }>();
      for (const line of lines) {
        for (const person of line.participants) {
          if (person.email === buyer.email) continue;
          if (
            !seats.some((seat) => seat.email === person.email && seat.courseId === line.courseId)
          ) {
            continue;
          }
          const entry = byEmail.get(person.email) ?? { person, courses: [] };
          entry.courses.push(line.name);
          byEmail.set(person.email, entry);
        }
      }
      for (const { person, courses } of byEmail.values()) {
        await enqueueMail(
          q,
          {
            to: person.email,
            subject: 'Bir eğitime kaydedildiniz',
            text: [
              `Merhaba ${nameOf(person)},`,
              '',
              `${nameOf(buyer)} sizi İhracat Akademisi'nde şu eğitimlere kaydetti:`,
              ...courses.map((name) => `- ${name}`),
              '',
              `Eğitimlere erişmek için bu e-posta adresiyle (${person.email}) giriş yapın ya da üye olun; ` +
                'üyelikte e-posta adresinizi doğruladığınızda eğitimler hesabınıza tanımlanır:',
              `${platformUrl}/#/login`,
              '',
              'Bu kaydı siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
              '',
              'İhracat Akademisi',
            ].join('\n'),
          },
          orderId,
        );
      }
    },

    /** Staff refunded some or all seats of a paid order (issue 34): the buyer hears what. */
    async orderRefunded(
      q: Queryable,
      buyer: Person,
      order: OrderRow,
      amount: number,
      seats: (Person & { courseName: string })[],
    ) {
      await enqueueMail(
        q,
        {
          to: buyer.email,
          subject: `Siparişiniz için iade yapıldı (${order.trackingId})`,
          text: [
            `Merhaba ${nameOf(buyer)},`,
            '',
            `${order.trackingId} numaralı siparişinizden ${tl(amount)} iade edildi. ` +
              'Kartla ödemelerde iade, bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.',
            '',
            'İade edilen kayıtlar (bu katılımcılar eğitimden çıkarıldı):',
            ...seats.map((seat) => `- ${seat.courseName}: ${nameOf(seat)}`),
            '',
            `Siparişleriniz: ${platformUrl}/#/account/orders`,
            '',
            'İhracat Akademisi',
          ].join('\n'),
        },
        order.id,
      );
    },

    /** A participant (not the buyer) whose seat was refunded hears that it was removed. */
    async seatRemoved(q: Queryable, orderId: number, person: Person, courses: string[]) {
      await enqueueMail(
        q,
        {
          to: person.email,
          subject: 'Eğitim kaydınız iptal edildi',
          text: [
            `Merhaba ${nameOf(person)},`,
            '',
            'Sizin için alınan şu eğitimlerin ödemesi iade edildi ve kaydınız iptal edildi:',
            ...courses.map((name) => `- ${name}`),
            '',
            'Sorularınız için bizimle iletişime geçebilirsiniz.',
            '',
            'İhracat Akademisi',
          ].join('\n'),
        },
        orderId,
      );
    },
  };
}
