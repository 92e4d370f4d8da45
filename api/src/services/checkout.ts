import { eq } from 'drizzle-orm';
import type {
  BasketItem,
  MakePaymentData,
  OrderItem,
  OrderSummary,
  Participant,
} from '@lms/shared/contracts';
import {
  CONTRACT_PAGE_IDS,
  PaymentMethod,
  fromKurus,
  priceLine,
  toKurus,
} from '@lms/shared/contracts';
import type { CheckoutConfig } from '../config';
import type { Db } from '../db';
import { baskets as basketsTable, siteSettings, type OrderStatus } from '../db/schema';
import { translate, type Locale, type MessageKey } from '../i18n/messages';
import { courseNameIn, inLocale } from '../i18n/content-locale';
import { DomainError } from '../lib/domain-error';
import type { PaymentProvider, VerifiedCallback } from '../payments/provider';
import {
  randomCode,
  type BasketsRepository,
  type CourseRow,
  type Queryable,
} from '../repositories/baskets';
import type { AssociationsRepository } from '../repositories/associations';
import type { OrderLine, OrderRow, OrdersRepository } from '../repositories/orders';
import {
  PAYBACK_PROVIDER,
  paybackEventId,
  type PaybacksRepository,
  type RefundPayload,
} from '../repositories/paybacks';
import { OPEN_STATUSES } from '../repositories/orders';
import { checkoutMails, type RecordOrderMail } from './checkout-mails';
import {
  basketCourses,
  cleanParticipant,
  discountOf,
  isRepeatOf,
  memberPriceOf,
  normaliseEmail,
  priceOrder,
  purchaseBlocker,
  refuseUnprovenForOthers,
  readOrderRequest,
  refuseDuplicateParticipants,
  refuseUnpurchasable,
  type OrderRequest,
} from './checkout-rules';
import type { MailQueue } from '../lib/mail-queue';
import { renderReceiptPdf, type ReceiptContent } from '../pdf/receipt';
import { receiptTexts } from '../i18n/mail-texts';
import { createOrderContractsRepository } from '../repositories/order-contracts';
import { renderOrderContracts } from './order-contracts';
import { contractsPdfFileName, renderContractsPdf } from '../pdf/contracts';

/** The user who places and pays an order, as the contracts, mails and provider name them. */
type Buyer = NonNullable<Awaited<ReturnType<OrdersRepository['buyer']>>>;

/**
 * Orders and payments: every rule of the money path lives here, over
 * repositories that only read and write rows.
 *
 * - One payable order per purchase: a checkout locks the buyer's basket; a repeat (same
 *   Idempotency-Key, or the same courses, participants and method) gets the open order back, a
 *   changed checkout replaces it (the old one is cancelled and its hosted page refuses payment).
 * - Open orders expire (card: minutes, transfer: days); an expired order cannot be paid.
 * - Never a second charge: a payment for an order that cannot use it (closed, seats owned, paid
 *   already, wrong amount) is refunded, and the order shows it.
 * - Seats: exactly the listed participants are enrolled; an address without a verified account
 *   holds its seat until the address is verified.
 */

/** Public order number: 12 unambiguous characters, unguessable. */
const newTrackingId = () => randomCode(12);

/** A provider's verified callback, with the provider's name. */
/** A receipt PDF with its file name (`makbuz-…` / `receipt-…`, the buyer's language). */
export interface ReceiptFile {
  pdf: Buffer;
  fileName: string;
}

export type PaymentEventInput = VerifiedCallback & { provider: string };

export type PaymentOutcome =
  'duplicate' | 'ignored' | 'completed' | 'failed' | 'refunded' | 'unknown-order';

export interface CheckoutServiceDeps {
  db: Db;
  baskets: BasketsRepository;
  orders: OrdersRepository;
  /** Whose company is a member of which association: the member price. */
  associations: Pick<AssociationsRepository, 'memberPrices'>;
  provider: PaymentProvider;
  config: CheckoutConfig;
  /** The platform's public address, for links in mails (PLATFORM_URL). */
  platformUrl: string;
  /** Makes an API path absolute (receipt links in mails). */
  absolute: (path: string) => string;
  /** Where the checkout's mails are queued (lib/mail-queue.ts). */
  mail: Pick<MailQueue, 'enqueue'>;
  /** Records each mail an order causes, for the back office's order page. */
  recordMail?: RecordOrderMail;
  /** Refunds and their paybacks, for the buyer's order history. */
  paybacks: Pick<PaybacksRepository, 'ofOrders'>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface CheckoutRequestContext {
  /** Where the provider sends the browser back, e.g. http://localhost:3000. */
  platformUrl: string;
  locale: Locale;
  idempotencyKey?: string;
  /** The hash of the contracts the buyer accepted (the `Contracts-Accepted` header). */
  contractsHash?: string;
  /** Where the request came from (the route's `request.ip`), stored with the accepted contracts. */
  clientAddress: string;
  now?: Date;
}

/** A rolled-back transaction carrying an answer: a repeat that finds its order after all. */
class Answer extends Error {
  constructor(readonly order: OrderRow) {
    super('answer');
  }
}

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { db, baskets, orders, provider, config } = deps;
  // Queued in the transaction of the change they tell about (lib/mail-queue.ts): a rolled-back
  // order mails nothing, a committed one is mailed even if this process stops right after.
  const mails = checkoutMails(deps);
  const contractRows = createOrderContractsRepository(db);

  const paymentData = (order: OrderRow): MakePaymentData => ({
    paymentUrl: order.status === 'pending' ? order.paymentUrl : null,
    trackingId: order.trackingId,
    status: order.status,
    referenceCode: order.referenceCode,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  });

  async function summary(
    order: OrderRow,
    locale: Locale,
    q: Queryable = db,
  ): Promise<OrderSummary> {
    const lines = await orders.lines(order.id, q);
    return toSummary(order, lines, locale);
  }

  const toSummary = (order: OrderRow, lines: OrderLine[], locale: Locale): OrderSummary => ({
    trackingId: order.trackingId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    referenceCode: order.referenceCode,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    failureMessage: order.failureMessage
      ? translate(order.failureMessage as MessageKey, locale)
      : null,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    expiresAt: OPEN_STATUSES.includes(order.status)
      ? (order.expiresAt?.toISOString() ?? null)
      : null,
    hasReceipt: order.status === 'completed' && order.total > 0,
    items: lines.map((line) => ({
      courseId: line.courseId,
      name: inLocale({ name: line.name }, line.en, locale).name,
      nameSlug: line.nameSlug,
      quantity: line.quantity,
      unitPrice: line.unitPrice - line.discount,
      priceWithoutTax: line.priceWithoutTax,
      tax: line.tax,
      total: line.total,
      ...(line.memberAssociation ? { memberAssociation: line.memberAssociation } : {}),
      participants: line.participants,
    })),
  });

  /**
   * Completes an order that is in `from`: enrols exactly its participants. When a seat is owned
   * already (bought meanwhile by someone else) a paid order does not complete: it is refunded.
   */
  async function settle(
    tx: Queryable,
    order: OrderRow,
    from: OrderStatus[],
    now: Date,
  ): Promise<'completed' | 'refunded' | 'ignored'> {
    const lines = await orders.lines(order.id, tx);
    const seats = lines.flatMap((line) =>
      line.participants.map((person) => ({ email: person.email, courseId: line.courseId })),
    );
    const owned = await orders.ownedPairs(
      [...new Set(seats.map((seat) => seat.email))],
      lines.map((line) => line.courseId),
      tx,
    );
    const taken = seats.filter((seat) => owned.has(`${seat.email}|${seat.courseId}`));
    if (taken.length > 0 && order.total > 0) {
      const moved = await orders.transition(
        order.id,
        from,
        'refunded',
        { failureMessage: 'orderSeatsAlreadyOwned', refundedAt: now },
        tx,
      );
      return moved ? 'refunded' : 'ignored';
    }
    const moved = await orders.transition(
      order.id,
      from,
      'completed',
      { completedAt: now, failureMessage: null },
      tx,
    );
    if (!moved) return 'ignored';
    const { enrolled, held } = await orders.enrol(
      order.id,
      seats.filter((seat) => !owned.has(`${seat.email}|${seat.courseId}`)),
      tx,
    );
    await baskets.clearOrdered(
      order.userId,
      lines.map((line) => line.courseId),
      tx,
    );
    const buyer = await orders.buyer(order.userId, tx);
    const done = { ...order, status: 'completed' as const, completedAt: now };
    if (buyer) {
      if (order.total > 0) await mails.orderCompleted(tx, buyer, done, lines);
      const told = await noticeRecipients(tx, done, buyer.email, [...enrolled, ...held], now);
      const locales = await orders.localesOf([...new Set(told.map((seat) => seat.email))], tx);
      await mails.enrolledBySomeoneElse(tx, buyer, lines, told, locales, order.id);
    }
    return 'completed';
  }

  /**
   * The seats whose people may be told that someone enrolled them: at most
   * `perRecipient` such mails to one address a day, whoever enrols it, and at most `perBuyer`
   * from one buyer's free orders. Those told are recorded, so that the next order counts them.
   */
  async function noticeRecipients(
    tx: Queryable,
    order: OrderRow,
    buyerEmail: string,
    seats: { email: string; courseId: number }[],
    now: Date,
  ) {
    const { perBuyer, perRecipient, windowMs } = config.enrolNotices;
    const since = new Date(now.getTime() - windowMs);
    const others = [...new Set(seats.map((seat) => seat.email))].filter(
      (email) => email !== normaliseEmail(buyerEmail),
    );
    let left =
      order.total > 0
        ? Infinity
        : perBuyer - (await orders.noticesSince({ freeBy: order.userId }, since, tx));
    const told: string[] = [];
    for (const email of others) {
      if (left <= 0) break;
      if ((await orders.noticesSince({ to: email }, since, tx)) >= perRecipient) continue;
      told.push(email);
      left -= 1;
    }
    await orders.markNotified(order.id, told, now, tx);
    return seats.filter((seat) => told.includes(seat.email));
  }

  /**
   * Gives a payment back to the card; the order records why. It runs after the order's
   * transaction: a provider that refuses or does not answer is logged as an error for finance to
   * refund by hand in the provider's panel, and the caller (a callback) still gets its answer.
   */
  async function refund(order: OrderRow, amountKurus: number, reason: MessageKey) {
    if (!order.providerPaymentId || amountKurus <= 0) return;
    try {
      await provider.refund({ providerPaymentId: order.providerPaymentId, amountKurus, reason });
    } catch (error) {
      deps.log.error(
        { err: error, trackingId: order.trackingId, amountKurus, reason },
        'payment refund failed: refund it by hand in the provider panel',
      );
      return;
    }
    deps.log.info({ trackingId: order.trackingId, amountKurus, reason }, 'payment refunded');
  }

  /** An order's accepted contracts as one PDF, in the language they were accepted in. */
  async function contractsFile(order: OrderRow): Promise<ReceiptFile | null> {
    const rows = await contractRows.forOrder(order.id);
    const [first] = rows;
    if (!first) return null;
    const locale: Locale = first.locale === 'en' ? 'en' : 'tr';
    return {
      pdf: await renderContractsPdf({
        trackingId: order.trackingId,
        locale,
        seller: (await seller()).name,
        acceptedAt: first.acceptedAt,
        clientAddress: first.clientAddress,
        hash: first.hash,
        contracts: rows.map((row) => ({ version: row.templateVersion, html: row.text })),
      }),
      fileName: contractsPdfFileName(locale, order.trackingId),
    };
  }

  /** A receipt's PDF and its file name, both in the buyer's language. */
  const receiptFile = async (content: ReceiptContent): Promise<ReceiptFile> => ({
    pdf: await renderReceiptPdf(content),
    fileName: `${receiptTexts(content.locale).fileName}-${content.trackingId}.pdf`,
  });

  const receiptContent = (order: OrderRow, lines: OrderLine[], buyer: Buyer) => ({
    trackingId: order.trackingId,
    locale: buyer.locale,
    completedAt: order.completedAt ?? new Date(),
    paymentMethod: order.paymentMethod,
    referenceCode: order.referenceCode,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    // A deleted account's orders keep the buyer's name and tax details on themselves.
    buyer: order.buyer
      ? {
          ...order.buyer,
          name: `${order.buyer.name} ${order.buyer.surname}`,
          email: '',
        }
      : {
          name: `${buyer.name} ${buyer.surname}`,
          email: buyer.email,
          isCorporate: buyer.isCorporate,
          companyName: buyer.companyName,
          taxOffice: buyer.taxOffice,
          taxNumber: buyer.taxNumber,
          address: buyer.address,
        },
    lines: lines.map((line) => ({
      name: courseNameIn(line.name, line.en, buyer.locale),
      quantity: line.quantity,
      unitPrice: line.unitPrice - line.discount,
      total: line.total,
      memberAssociation: line.memberAssociation,
      participants: line.participants.map((p) => `${p.name} ${p.surname}`),
    })),
  });

  /** The seller a receipt names: the foundation, as staff set it (site settings). */
  async function seller(): Promise<ReceiptContent['seller']> {
    const [row] = await db
      .select({ name: siteSettings.foundationName, address: siteSettings.foundationAddress })
      .from(siteSettings)
      .limit(1);
    return row ?? { name: '', address: '' };
  }

  async function bankDetails(q: Queryable = db) {
    const [settings] = await q
      .select({
        bankName: siteSettings.bankName,
        accountHolder: siteSettings.bankAccountHolder,
        iban: siteSettings.iban,
      })
      .from(siteSettings)
      .limit(1);
    return settings ?? null;
  }

  /**
   * The contracts of an order as priced: the pre-information form and the distance
   * sales contract, rendered from the templates, the site settings and the buyer's details.
   */
  async function renderContracts(
    q: Queryable,
    buyer: Buyer,
    request: OrderRequest,
    courseById: Map<number, CourseRow>,
    priced: ReturnType<typeof priceOrder>,
    locale: Locale,
  ) {
    return renderOrderContracts({
      locale,
      seller: await contractRows.seller(q),
      buyer,
      lines: priced.lines.map((line) => ({
        course: courseById.get(line.courseId)!,
        participants: line.participants,
        quantity: line.quantity,
        unitPrice: line.unitPrice - line.discount,
        priceWithoutTax: line.priceWithoutTax,
        tax: line.tax,
        total: line.total,
        memberAssociation: line.memberAssociation,
      })),
      method: request.method,
      subtotal: fromKurus(priced.netKurus),
      tax: fromKurus(priced.payableKurus - priced.netKurus),
      total: fromKurus(priced.payableKurus),
      templates: await contractRows.templates(Object.values(CONTRACT_PAGE_IDS) as string[], q),
    });
  }

  // The steps of makePayment, each inside its transaction.

  /** One checkout per basket at a time: concurrent ones wait here, then see its order. */
  async function lockBasket(tx: Queryable, userId: number) {
    const basket = await baskets.ensureBasket(userId, tx);
    await tx
      .select({ id: basketsTable.id })
      .from(basketsTable)
      .where(eq(basketsTable.id, basket.id))
      .for('update');
    return basket;
  }

  /** The buyer's orders that can still be paid, with their lines (expired ones first closed). */
  async function openOrders(tx: Queryable, userId: number, now: Date) {
    await orders.expireDue(now, userId, tx);
    const open = await orders.openFor(userId, tx);
    const lines = await orders.linesOf(
      open.map((order) => order.id),
      tx,
    );
    return open.map((order) => ({ order, lines: lines.get(order.id) ?? [] }));
  }

  /** No participant may get a seat they have (as far as the buyer may know it). */
  async function refuseOwnedSeats(
    tx: Queryable,
    userId: number,
    request: OrderRequest,
    courseById: Map<number, CourseRow>,
  ) {
    const emails = [...new Set([...request.people.values()].flat().map((p) => p.email))];
    const known = await orders.knownPairs(userId, emails, request.requested, tx);
    for (const [courseId, list] of request.people) {
      const taken = list.find((person) => known.has(`${person.email}|${courseId}`));
      if (taken) {
        throw new DomainError('conflict', 'participantAlreadyOwnsCourse', {
          email: taken.email,
          course: courseById.get(courseId)!.name,
        });
      }
    }
  }

  /** A changed checkout replaces the open orders of these courses: they can't be paid. */
  async function replaceOpenOrders(
    tx: Queryable,
    open: { order: OrderRow; lines: OrderLine[] }[],
    courseById: Map<number, CourseRow>,
  ) {
    for (const { order, lines } of open) {
      if (lines.some((line) => courseById.has(line.courseId))) {
        await orders.transition(
          order.id,
          OPEN_STATUSES,
          'cancelled',
          { failureMessage: 'orderReplaced' },
          tx,
        );
      }
    }
  }

  /** A free order completes at once. */
  async function completeFree(tx: Queryable, order: OrderRow, now: Date) {
    await settle(tx, order, ['pending'], now);
    return (await orders.byId(order.id, tx))!;
  }

  /** A transfer order empties the basket and mails the bank details and reference. */
  async function awaitTransfer(tx: Queryable, buyer: Buyer, order: OrderRow, courseIds: number[]) {
    await baskets.clearOrdered(buyer.id, courseIds, tx);
    const bank = await bankDetails(tx);
    // Without the site's settings there is no account to name: the order waits unmailed.
    if (bank) await mails.transferPlaced(tx, buyer, order, await orders.lines(order.id, tx), bank);
    return order;
  }

  /**
   * A card order gets the provider's hosted page; its callback confirms the order. Inside the
   * transaction, so a provider failure leaves no order behind.
   */
  async function startCardPayment(
    tx: Queryable,
    buyer: Buyer,
    order: OrderRow,
    amountKurus: number,
    context: CheckoutRequestContext,
  ) {
    const session = await provider.createPayment({
      trackingId: order.trackingId,
      amountKurus,
      description: `İhracat Akademisi ${order.trackingId}`,
      buyer: {
        name: buyer.name,
        surname: buyer.surname,
        email: buyer.email,
        id: String(buyer.id),
        identityNumber: buyer.citizenId,
        phone: buyer.phone,
        address: buyer.address,
      },
      clientIp: context.clientAddress,
      successUrl: `${context.platformUrl}/#/payment/success/${order.trackingId}`,
      failUrl: `${context.platformUrl}/#/payment/fail/${order.trackingId}`,
      expiresAt: order.expiresAt!,
      locale: context.locale,
    });
    await orders.setPayment(order.id, session.providerPaymentId, session.paymentUrl, tx);
    return {
      ...order,
      providerPaymentId: session.providerPaymentId,
      paymentUrl: session.paymentUrl,
    };
  }

  /** Settles a locked transfer order whose money arrived (the CLI's and the back office's). */
  async function confirmLocked(
    tx: Db,
    order: OrderRow,
    now: Date,
    record?: (tx: Db, confirmed: TransferConfirmation) => Promise<void>,
  ): Promise<TransferConfirmation> {
    const late = order.status === 'expired';
    const outcome = await settle(tx, order, [order.status], now);
    if (outcome === 'refunded') {
      // The money arrived, but a seat was taken meanwhile: no provider can send it back, so it is
      // a manual refund that finance owes (repositories/paybacks.ts), once per order.
      await orders.recordEvent(
        {
          orderId: order.id,
          provider: PAYBACK_PROVIDER,
          providerEventId: `refund-transfer-${order.trackingId}`,
          status: 'refunded',
          payload: {
            amountKurus: toKurus(order.total),
            seats: [],
            manual: true,
          } satisfies RefundPayload,
        },
        tx,
      );
    }
    const confirmed: TransferConfirmation = {
      order: (await orders.byId(order.id, tx))!,
      outcome,
      late,
    };
    await record?.(tx, confirmed);
    return confirmed;
  }

  return {
    summary,

    /**
     * GET /v1/userbaskets/getall: the lines with server prices (one seat each; the cart multiplies
     * by its participants), the participants riding on the first line (spec §3), and the basket's
     * reference code as the message.
     */
    async basket(
      userId: number,
      locale: Locale,
    ): Promise<{ referenceCode: string; items: BasketItem[] }> {
      const { referenceCode, participants, lines } = await baskets.list(userId);
      const items = lines.map(({ itemId, course, memberOf }, index): BasketItem => {
        const memberAssociation = memberPriceOf(course, memberOf);
        const discountPrice = discountOf(course, memberOf);
        const line = priceLine({ price: course.price, discountPrice, quantity: 1 });
        return {
          id: itemId,
          courseId: course.id,
          course: {
            // The name in the reader's language, the Turkish one where none is written.
            name: inLocale({ name: course.name }, course.en, locale).name,
            nameSlug: course.nameSlug,
            thumbnailImagePath: course.thumbnailImagePath,
          },
          price: course.price,
          discountPrice,
          priceWithoutTax: line.unitPriceWithoutTax,
          // Only a member-priced line names it: the others keep spec §3's basket item.
          ...(memberAssociation ? { memberAssociation } : {}),
          ...(index === 0 ? { participantEmails: participants } : {}),
        };
      });
      return { referenceCode, items };
    },

    /** POST /v1/userbaskets: a course not found, owned, closed, awaiting a transfer or in the basket is refused. */
    async addToBasket(userId: number, courseId: number, now = new Date()) {
      const basket = await baskets.ensureBasket(userId);
      // Every check reads the course row held FOR SHARE, and the line is written under it: a
      // concurrent unpublish or cancel (which locks the row, then empties baskets) either sees
      // this line and removes it, or commits first and the course read here is no longer for sale.
      const id = await db.transaction(async (tx) => {
        const course = await baskets.courseForShare(courseId, tx);
        // A draft is not found, not even by the one who owns it.
        if (!course || course.publishedAt === null) {
          throw new DomainError('notFound', 'basketCourseNotFound');
        }
        if (await baskets.owns(userId, courseId, tx)) {
          throw new DomainError('conflict', 'courseAlreadyOwned');
        }
        const blocker = purchaseBlocker(course, now);
        if (blocker) throw new DomainError('invalid', blocker);
        const open = await orders.openForCourse(userId, courseId, now, tx);
        if (open?.status === 'awaiting_transfer') {
          throw new DomainError('conflict', 'courseAwaitingTransfer');
        }
        return baskets.insertLine(basket.id, courseId, tx);
      });
      // The insert alone tells a line already there, a double-click's second request included.
      if (id === null) throw new DomainError('conflict', 'alreadyInBasket');
      return { id, courseId };
    },

    /**
     * DELETE /v1/userbaskets: only an item of the caller's own basket. A basket emptied this way
     * forgets its participants: they were chosen for what it held, and the next cart starts with
     * the buyer alone.
     */
    async removeFromBasket(userId: number, itemId: number) {
      // Someone else's item is "not found" too: nothing tells it exists.
      const removed = await baskets.remove(userId, itemId);
      if (!removed) throw new DomainError('notFound', 'basketItemNotFound');
      if ((await baskets.lines(removed.basketId)).length === 0) {
        await baskets.saveParticipants(removed.basketId, null);
      }
    },

    /** PUT /v1/userbaskets/participants. */
    async saveParticipants(userId: number, participants: Participant[]) {
      const basket = await baskets.ensureBasket(userId);
      const people = participants.map(cleanParticipant);
      refuseDuplicateParticipants(people);
      await baskets.saveParticipants(basket.id, people);
      return people;
    },

    /**
     * POST /v1/orders/checkparty. It tells only what the caller knows already (their own
     * courses, seats their own orders gave); for anyone else's address the answer is the same
     * whether or not that person owns the course.
     */
    async checkParty(userId: number, courseId: number, email: string) {
      const course = await baskets.courseById(courseId);
      if (!course || course.publishedAt === null) {
        throw new DomainError('notFound', 'basketCourseNotFound');
      }
      const address = normaliseEmail(email);
      const known = await orders.knownPairs(userId, [address], [courseId]);
      // The pairs include the buyer's own courses: only this address's counts.
      if (known.has(`${address}|${courseId}`)) {
        throw new DomainError('conflict', 'participantAlreadyOwns');
      }
    },

    /**
     * POST /v1/orders/makepayment, in named steps inside one transaction that holds the basket:
     * read the request, find a repeat, check the basket and the seats, replace the open orders it
     * changes, price and place the order, then start its payment (free, transfer or card).
     */
    async makePayment(
      userId: number,
      payload: OrderItem[],
      context: CheckoutRequestContext,
    ): Promise<MakePaymentData> {
      const now = context.now ?? new Date();
      const key = context.idempotencyKey;
      const request = readOrderRequest(payload);
      try {
        const order = await db.transaction(async (tx) => {
          const basket = await lockBasket(tx, userId);
          // The basket's lock puts a buyer's requests one after another, so the key is looked up
          // here: a retry, or a second request with one new key, finds the first one's order.
          if (key) {
            const earlier = await orders.byIdempotencyKey(userId, key, tx);
            if (earlier) throw new Answer(earlier);
          }
          const open = await openOrders(tx, userId, now);
          // A repeat of an open order (a double-click, a retry, a second tab): the same order.
          const repeat = open.find(({ order, lines }) => isRepeatOf(order, lines, request));
          if (repeat) throw new Answer(repeat.order);

          // Every session has its account: an account is erased, never deleted (privacy.ts).
          const buyer = await orders.buyer(userId, tx);
          if (!buyer) throw new DomainError('notFound', 'orderNotFound');
          refuseUnprovenForOthers(buyer, request);
          const courseById = basketCourses(await baskets.lines(basket.id, tx), request);
          refuseUnpurchasable(courseById.values(), now);
          await refuseOwnedSeats(tx, userId, request, courseById);
          await replaceOpenOrders(tx, open, courseById);

          const memberPrices = await deps.associations.memberPrices(userId, request.requested, tx);
          const priced = priceOrder(request, courseById, memberPrices);
          // A payment needs the contracts accepted as the server renders them now; a
          // free order has nothing to pay and no contract.
          const contracts = priced.free
            ? null
            : await renderContracts(tx, buyer, request, courseById, priced, context.locale);
          // Both name the field `contracts`, so the cart knows to show the texts (again).
          if (contracts && !context.contractsHash) {
            throw DomainError.onField('invalid', 'contractsNotAccepted', 'contracts');
          }
          if (contracts && context.contractsHash !== contracts.hash) {
            throw DomainError.onField('conflict', 'contractsChanged', 'contracts');
          }
          const ttl = request.method === 1 ? config.transferOrderTtlMs : config.cardOrderTtlMs;
          const placed = await orders.insert(
            {
              userId,
              trackingId: newTrackingId(),
              status: !priced.free && request.method === 1 ? 'awaiting_transfer' : 'pending',
              paymentMethod: priced.free ? null : request.method,
              referenceCode: basket.referenceCode,
              subtotal: fromKurus(priced.netKurus),
              tax: fromKurus(priced.payableKurus - priced.netKurus),
              total: fromKurus(priced.payableKurus),
              idempotencyKey: key ?? null,
              expiresAt: priced.free ? null : new Date(now.getTime() + ttl),
            },
            priced.lines,
            tx,
          );
          if (contracts) {
            await contractRows.insert(
              contracts.contracts.map((contract) => ({
                orderId: placed.id,
                kind: contract.kind,
                templateVersion: contract.version,
                hash: contracts.hash,
                text: contract.html,
                locale: context.locale,
                acceptedAt: now,
                clientAddress: context.clientAddress,
              })),
              tx,
            );
          }
          // Kept with the basket until the order is paid: a retry of a failed card has them.
          await baskets.saveParticipants(basket.id, [...request.people.values()][0] ?? [], tx);

          if (priced.free) return completeFree(tx, placed, now);
          if (placed.status === 'awaiting_transfer') {
            return awaitTransfer(tx, buyer, placed, request.requested);
          }
          return startCardPayment(tx, buyer, placed, priced.payableKurus, context);
        });
        return paymentData(order);
      } catch (error) {
        if (error instanceof Answer) return paymentData(error.order);
        throw error;
      }
    },

    /**
     * POST /v1/orders/contracts: the contracts of the order this body would place,
     * priced by the server as makepayment prices it, with the hash makepayment must receive.
     */
    async contracts(userId: number, payload: OrderItem[], locale: Locale) {
      const request = readOrderRequest(payload);
      const basket = await baskets.ensureBasket(userId);
      const courseById = basketCourses(await baskets.lines(basket.id), request);
      const memberPrices = await deps.associations.memberPrices(userId, request.requested);
      const priced = priceOrder(request, courseById, memberPrices);
      const buyer = await orders.buyer(userId);
      if (!buyer) throw new DomainError('notFound', 'orderNotFound');
      return renderContracts(db, buyer, request, courseById, priced, locale);
    },

    /**
     * GET /v1/orders/contracts/{id}: the contracts accepted for the caller's own
     * order, as a PDF of the exact texts, in the language they were accepted in.
     */
    async contractsPdf(userId: number, trackingId: string): Promise<ReceiptFile> {
      const order = await orders.byTrackingIdFor(userId, trackingId);
      const file = order ? await contractsFile(order) : null;
      if (!file) throw new DomainError('notFound', 'orderNotFound');
      return file;
    },

    /**
     * The same PDF for the order-completed mail, rebuilt when the mail is sent; null
     * for an order without accepted contracts (one made before they existed, or a free one).
     */
    async contractsPdfOf(trackingId: string): Promise<ReceiptFile | null> {
      const order = await orders.byTrackingId(trackingId);
      return order ? contractsFile(order) : null;
    },

    /** GET /v1/orders/getbytrackingid/{id}: the caller's own order only. */
    async order(userId: number, trackingId: string, locale: Locale, now = new Date()) {
      await orders.expireDue(now, userId);
      const order = await orders.byTrackingIdFor(userId, trackingId);
      if (!order) throw new DomainError('notFound', 'orderNotFound');
      return summary(order, locale);
    },

    /** GET /v1/orders/getmyorders. */
    async history(userId: number, locale: Locale, now = new Date()) {
      await orders.expireDue(now, userId);
      const rows = await orders.forUser(userId);
      const lines = await orders.linesOf(rows.map((row) => row.id));
      const events = await deps.paybacks.ofOrders(rows.map((row) => row.id));
      const withContracts = await contractRows.ordersWith(rows.map((row) => row.id));
      return rows.map((row) => {
        const summary = {
          ...toSummary(row, lines.get(row.id) ?? [], locale),
          hasContracts: withContracts.has(row.id),
        };
        // Refunds (staff's and the buyer's withdrawal, services/admin-orders.ts; a late transfer
        // whose seat was taken, confirmLocked), with whether a bank refund's money was sent back.
        const refunds = events
          .filter((event) => event.orderId === row.id && event.status === 'refunded')
          .map((event) => {
            const refund = event.payload as unknown as RefundPayload;
            // Its payback's event id names it; no other event's id looks like one.
            const payback = events.find(
              (other) => other.providerEventId === paybackEventId(event.id),
            );
            return {
              at: event.createdAt.toISOString(),
              amount: fromKurus(refund.amountKurus),
              withdrawal: refund.withdrawal === true,
              toBankAccount: refund.manual,
              paidBackAt: payback?.createdAt.toISOString() ?? null,
            };
          });
        return refunds.length > 0 ? { ...summary, refunds } : summary;
      });
    },

    /**
     * GET /v1/orders/receipt/{id}: a completed, paid order's PDF receipt, to its owner, in the
     * owner's language.
     */
    async receipt(userId: number, trackingId: string): Promise<ReceiptFile> {
      const order = await orders.byTrackingIdFor(userId, trackingId);
      if (!order || order.status !== 'completed' || order.total <= 0) {
        throw new DomainError('notFound', 'orderNotFound');
      }
      const buyer = await orders.buyer(userId);
      const lines = await orders.lines(order.id);
      return receiptFile({ ...receiptContent(order, lines, buyer!), seller: await seller() });
    },

    /** The seller receipts name: the foundation's name and address from the site settings. */
    seller,

    /** A completed order's receipt, for the mail that carries it (lib/mail-queue.ts). */
    async receiptOf(trackingId: string): Promise<ReceiptFile> {
      const order = await orders.byTrackingId(trackingId);
      // Completed when the mail was queued (a later refund keeps its completion time).
      if (!order?.completedAt) throw new Error(`no receipt for ${trackingId}`);
      const buyer = await orders.buyer(order.userId);
      if (!buyer) throw new Error(`no buyer for ${trackingId}`);
      return receiptFile({
        ...receiptContent(order, await orders.lines(order.id), buyer),
        seller: await seller(),
      });
    },

    /**
     * Whether the provider's hosted page may still take a payment for this order: it is still
     * pending once the orders whose time is over have been closed.
     */
    async payable(trackingId: string, now = new Date()): Promise<boolean> {
      await orders.expireDue(now);
      // A read: the callback that takes the money locks the order and checks again.
      const order = await orders.byTrackingId(trackingId);
      return order?.status === 'pending';
    },

    /**
     * A verified provider callback, applied once. A repeated event changes nothing; a failure
     * after the order was settled changes nothing; money that arrives for an order that cannot
     * take it (closed, expired, seats owned, already paid, wrong amount) is refunded.
     */
    async applyPaymentEvent(event: PaymentEventInput, now = new Date()) {
      const result = await db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(event.trackingId, tx);
        if (!order || order.providerPaymentId !== event.providerPaymentId) {
          return { outcome: 'unknown-order' as const, order: null, refund: null };
        }
        const recorded = await orders.recordEvent(
          {
            orderId: order.id,
            provider: event.provider,
            providerEventId: event.eventId,
            status: event.status,
            payload: event.payload,
          },
          tx,
        );
        if (!recorded) return { outcome: 'duplicate' as const, order, refund: null };

        if (event.status === 'failed') {
          if (order.status !== 'pending')
            return { outcome: 'ignored' as const, order, refund: null };
          await orders.transition(
            order.id,
            ['pending'],
            'failed',
            { failureMessage: event.message ?? 'paymentDeclined' },
            tx,
          );
          return { outcome: 'failed' as const, order, refund: null };
        }

        const refundFor = (reason: MessageKey) => ({ amountKurus: event.amountKurus, reason });
        if (order.status === 'completed' || order.status === 'refunded') {
          // A second charge for an order that was settled: give it back, change nothing else.
          return {
            outcome: 'refunded' as const,
            order,
            refund: refundFor('paymentDuplicateCharge'),
          };
        }
        const expired = order.expiresAt !== null && order.expiresAt.getTime() < now.getTime();
        const reason: MessageKey | null =
          order.status !== 'pending'
            ? 'orderClosedBeforePayment'
            : expired
              ? 'orderExpired'
              : event.amountKurus !== toKurus(order.total)
                ? 'paymentAmountMismatch'
                : null;
        if (reason) {
          await orders.transition(
            order.id,
            [order.status],
            'refunded',
            { failureMessage: reason, refundedAt: now },
            tx,
          );
          return { outcome: 'refunded' as const, order, refund: refundFor(reason) };
        }
        const settled = await settle(tx, order, ['pending'], now);
        if (settled === 'refunded') {
          return {
            outcome: 'refunded' as const,
            order,
            refund: refundFor('orderSeatsAlreadyOwned'),
          };
        }
        return { outcome: settled, order, refund: null };
      });
      if (result.refund && result.order) {
        await refund(result.order, result.refund.amountKurus, result.refund.reason);
      }
      return { outcome: result.outcome as PaymentOutcome, trackingId: event.trackingId };
    },

    /**
     * The admin's confirm-transfer: the bank transfer with this reference code has arrived. Money
     * that comes after its order expired is still applied within the grace period: the order
     * completes if its seats are still free, and is otherwise recorded as to be refunded, with
     * the reason. `record` runs in the confirmation's transaction with its result: the staff
     * route writes its audit entry there, so a confirmation is never without one.
     */
    async confirmTransfer(
      referenceCode: string,
      now = new Date(),
      record?: (tx: Db, confirmed: TransferConfirmation) => Promise<void>,
    ): Promise<TransferConfirmation | null> {
      await orders.expireDue(now);
      const expiredSince = new Date(now.getTime() - config.transferGraceMs);
      return db.transaction(async (tx) => {
        const order = await orders.lockTransfer(referenceCode, expiredSince, tx);
        if (!order) return null;
        return confirmLocked(tx, order, now, record);
      });
    },

    /**
     * The back office's confirm-transfer, for one order named by its tracking id:
     * the same rules as the CLI's (the same settlement, the same grace period for money that came
     * late). A repeat (a double click, a retry) of a confirmed order answers with it unchanged;
     * an order that was replaced, expired beyond the grace period, or not a transfer is refused.
     */
    async confirmTransferOrder(
      trackingId: string,
      now = new Date(),
      record?: (tx: Db, confirmed: TransferConfirmation) => Promise<void>,
    ): Promise<TransferConfirmation> {
      await orders.expireDue(now);
      const expiredSince = new Date(now.getTime() - config.transferGraceMs);
      return db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(trackingId, tx);
        if (!order) throw new DomainError('notFound', 'orderNotFound');
        if (order.paymentMethod !== PaymentMethod.bankTransfer) {
          throw new DomainError('conflict', 'orderNotBankTransfer');
        }
        if (order.status === 'completed') {
          return { order, outcome: 'ignored' as const, late: false };
        }
        const lateButInGrace =
          order.status === 'expired' &&
          order.expiresAt !== null &&
          order.expiresAt.getTime() >= expiredSince.getTime();
        if (order.status !== 'awaiting_transfer' && !lateButInGrace) {
          throw new DomainError(
            'conflict',
            order.status === 'expired'
              ? 'orderExpiredCannotConfirm'
              : order.failureMessage === 'orderReplaced'
                ? 'orderReplacedCannotConfirm'
                : 'orderNotAwaitingTransfer',
          );
        }
        return confirmLocked(tx, order, now, record);
      });
    },

    /** Open orders past their time become expired (also done lazily on every read). */
    async expireDue(now = new Date()) {
      return (await orders.expireDue(now)).length;
    },

    /** Transfer orders awaiting their money, and those expired within the grace period. */
    awaitingTransfers: (now = new Date()) =>
      orders.confirmableTransfers(new Date(now.getTime() - config.transferGraceMs)),

    openOrderFor: (userId: number, courseId: number, now = new Date()) =>
      orders.openForCourse(userId, courseId, now),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
/** A confirmed transfer: the order as it is now, what became of it, whether it came late. */
export interface TransferConfirmation {
  order: OrderRow;
  outcome: 'completed' | 'refunded' | 'ignored';
  late: boolean;
}
