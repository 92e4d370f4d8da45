import { randomUUID } from 'node:crypto';
import {
  ADMIN_ORDERS_EXPORT_MAX,
  ADMIN_ORDERS_PAGE_SIZE,
  PaymentMethod,
  fromKurus,
  toKurus,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrdersPage,
  type AdminPayback,
  type AdminRefundRequest,
  type AdminRefundResult,
  type ParsedAdminOrdersQuery,
  type Withdrawal,
  type WithdrawalClosedReason,
  type WithdrawRequest,
  type WithdrawResult,
  WITHDRAWAL_DAYS,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { courseNameIn } from '../i18n/content-locale';
import { DEFAULT_LOCALE, translate, type Locale, type MessageKey } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import type { MailQueue } from '../lib/mail-queue';
import type { PaymentProvider } from '../payments/provider';
import { lira } from '../pdf/document';
import { csvAmount, toCsv } from '../lib/csv';
import type {
  AdminOrderFilter,
  AdminOrdersRepository,
  SeatRow,
} from '../repositories/admin-orders';
import type { OrderRow, OrdersRepository } from '../repositories/orders';
import {
  PAYBACK_STATUS,
  paybackEventId,
  type PaybacksRepository,
  type RefundPayload,
} from '../repositories/paybacks';
import { OPEN_STATUSES } from '../repositories/orders';
import type { CheckoutService, ReceiptFile, TransferConfirmation } from './checkout';
import { checkoutMails, type MailCourse } from './checkout-mails';
import type { LearningService } from './learning';

/** The start of a calendar day in İstanbul (UTC+3 all year since 2016). */
const istanbulDay = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9's course type of online courses, whose started content closes a withdrawal. */
const ONLINE_COURSE = 1;
/** The refusal of a withdrawal from a closed seat, by why it is closed. */
const WITHDRAWAL_MESSAGES: Record<Exclude<WithdrawalClosedReason, 'refunded'>, MessageKey> = {
  notPaid: 'orderNotRefundable',
  contentStarted: 'withdrawalContentStarted',
  courseStarted: 'withdrawalCourseStarted',
  periodOver: 'withdrawalPeriodOver',
};

/** What a refund did, for the caller's audit entry (written in the refund's transaction). */
export interface RefundRecord {
  order: OrderRow;
  amount: number;
  seats: { courseId: number; email: string }[];
  revoked: string[];
  confirmedStarted: boolean;
}

/** What marking a refund paid back did, for the caller's audit entry. */
export interface PaybackRecord {
  order: OrderRow;
  refundEventId: number;
  amount: number;
  reference: string;
}

export interface AdminOrdersServiceDeps {
  db: Db;
  adminOrders: AdminOrdersRepository;
  paybacks: PaybacksRepository;
  orders: OrdersRepository;
  checkout: CheckoutService;
  learning: LearningService;
  provider: PaymentProvider;
  platformUrl: string;
  mail: Pick<MailQueue, 'enqueue'>;
  log: { info(obj: object, msg: string): void };
  now?: () => Date;
}

/**
 * Orders in the back office, for finance and admins: the filtered list and its CSV,
 * an order's page, and what staff do to an order: confirm its bank transfer (the checkout's own
 * rules, as the CLI), cancel it while unpaid, refund it in whole or seat by seat.
 *
 * A refund locks the order's row, so a double click, a retry or a concurrent call refunds each
 * seat once; the order's refunded amount can never pass its total (a check constraint says so
 * too). The seats' enrolments go, their certificates are revoked with the revocation's own code,
 * the buyer and the participants are mailed, and the provider gives the money back, all in one
 * transaction: a provider that refuses leaves the order as it was.
 */
export function createAdminOrdersService(deps: AdminOrdersServiceDeps) {
  const { db, adminOrders, paybacks, orders, checkout, learning, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const mails = checkoutMails({
    platformUrl: deps.platformUrl,
    mail: deps.mail,
    recordMail: (q, orderId, recipient, subject) =>
      adminOrders.recordMail(orderId, recipient, subject, q),
  });

  const filterOf = (query: ParsedAdminOrdersQuery): Omit<AdminOrderFilter, 'limit' | 'offset'> => ({
    status: query.status,
    method: query.method,
    from: query.from ? istanbulDay(query.from) : undefined,
    to: query.to ? new Date(istanbulDay(query.to).getTime() + DAY_MS) : undefined,
    course: query.course,
    buyer: query.buyer,
    refundOwed: query.refund === 'owed',
  });

  type ListRow = Awaited<ReturnType<AdminOrdersRepository['list']>>['rows'][number];
  /** A list row, its courses named in the staff member's language. */
  const toRow = (row: ListRow, locale: Locale): AdminOrderRow => ({
    trackingId: row.trackingId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    referenceCode: row.referenceCode,
    buyerName: `${row.buyerName} ${row.buyerSurname}`.trim(),
    buyerEmail: row.buyerEmail,
    courses: row.courses.map((course) => courseNameIn(course.name, course.en, locale)),
    seats: row.seats,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    refundedAmount: row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  });

  /** A seat's share of its line, in kuruş, so that a line's seats add up to the line exactly. */
  const shareKurus = (lineTotal: number, quantity: number, before: number, after: number) => {
    const total = toKurus(lineTotal);
    return Math.round((total * after) / quantity) - Math.round((total * before) / quantity);
  };

  /** What refunding `chosen` gives back, given the order's seats (some refunded before). */
  const refundKurus = (order: OrderRow, seats: SeatRow[], chosen: SeatRow[]) => {
    const left = toKurus(order.total) - toKurus(order.refundedAmount);
    const chosenIds = new Set(chosen.map((seat) => seat.participantId));
    if (seats.every((seat) => seat.refundedAt || chosenIds.has(seat.participantId))) return left;
    let amount = 0;
    for (const itemId of new Set(chosen.map((seat) => seat.itemId))) {
      const line = seats.filter((seat) => seat.itemId === itemId);
      const before = line.filter((seat) => seat.refundedAt).length;
      const adding = line.filter((seat) => chosenIds.has(seat.participantId)).length;
      amount += shareKurus(line[0]!.lineTotal, line[0]!.quantity, before, before + adding);
    }
    return Math.min(amount, left);
  };

  /**
   * Paid and not wholly given back. A refunded order is done: refunded by staff seat by seat to
   * the end, or by the checkout itself (money that came for an order that could not use it).
   */
  const isRefundable = (order: OrderRow) => order.status === 'completed' && order.total > 0;

  /**
   * Gives back `todo` (seats of the locked `order` not refunded yet) in `tx`: marks them refunded,
   * removes their enrolments or held seats, revokes their certificates, records the payment
   * event and mails the buyer and the participants. The money goes back by `payBack()`, which the
   * caller runs last in the transaction, so a provider that refuses rolls everything back. Staff
   * refunds and buyers' withdrawals both come here.
   */
  async function refundSeatsIn(
    tx: Db,
    order: OrderRow,
    seats: SeatRow[],
    todo: SeatRow[],
    why: 'orderRefundedByStaff' | 'orderWithdrawnByBuyer',
  ) {
    const amountKurus = refundKurus(order, seats, todo);
    const fully = seats.every((seat) => seat.refundedAt || todo.includes(seat));
    await adminOrders.markRefunded(
      order.id,
      todo.map((seat) => seat.participantId),
      fromKurus(amountKurus),
      now(),
      fully,
      why,
      tx,
    );
    const removed = todo.map((seat) => ({ email: seat.email, courseId: seat.courseId }));
    await adminOrders.removeSeats(order.id, removed, tx);

    const reason = translate('certificateRevokedByRefund', 'tr');
    const revoked: string[] = [];
    for (const seat of todo) {
      if (!seat.enrolledUserId) continue;
      for (const code of await adminOrders.validCertificates(
        seat.enrolledUserId,
        seat.courseId,
        tx,
      )) {
        if (await learning.revokeCertificateIn(tx, code, reason)) revoked.push(code);
      }
    }

    const card = Boolean(order.providerPaymentId);
    await adminOrders.recordEvent(
      {
        orderId: order.id,
        provider: card ? provider.name : 'bank-transfer',
        providerEventId: `refund-${randomUUID()}`,
        status: 'refunded',
        payload: {
          amountKurus,
          seats: removed,
          manual: !card,
          ...(why === 'orderWithdrawnByBuyer' ? { withdrawal: true as const } : {}),
        } satisfies RefundPayload,
      },
      tx,
    );

    const buyer = await orders.buyer(order.userId, tx);
    if (buyer) {
      await mails.orderRefunded(tx, buyer, order, fromKurus(amountKurus), todo);
      const others = new Map<string, { seat: SeatRow; courses: MailCourse[] }>();
      for (const seat of todo) {
        if (seat.email === buyer.email) continue;
        const entry = others.get(seat.email) ?? { seat, courses: [] };
        entry.courses.push({ name: seat.courseName, en: seat.courseEn });
        others.set(seat.email, entry);
      }
      const locales = await orders.localesOf([...others.keys()], tx);
      for (const { seat, courses } of others.values()) {
        await mails.seatRemoved(
          tx,
          order.id,
          seat,
          courses,
          locales.get(seat.email) ?? buyer.locale,
        );
      }
    }

    return {
      order: (await orders.byId(order.id, tx))!,
      amountKurus,
      seats: removed,
      revoked,
      async payBack() {
        if (!card) return;
        await provider.refund({
          providerPaymentId: order.providerPaymentId!,
          amountKurus,
          reason: why,
        });
        deps.log.info({ trackingId: order.trackingId, amountKurus, why }, 'refund');
      },
    };
  }

  /**
   * What withdrawing from each seat of `order` would give back, and whether the buyer still may
   *: within WITHDRAWAL_DAYS of payment, except an online course whose learner started
   * its videos or exams (the digital-content exception) and a physical or certificate course
   * that has begun.
   */
  async function withdrawalOf(order: OrderRow, q: Db) {
    const seats = await adminOrders.seats(order.id, q);
    const until = order.completedAt
      ? new Date(order.completedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS)
      : null;
    const at = now();
    const checked: { seat: SeatRow; closedReason: WithdrawalClosedReason | null }[] = [];
    for (const seat of seats) {
      let closedReason: WithdrawalClosedReason | null = null;
      if (seat.refundedAt) closedReason = 'refunded';
      else if (!until || !isRefundable(order)) closedReason = 'notPaid';
      else if (at > until) closedReason = 'periodOver';
      else if (seat.courseTypeId === ONLINE_COURSE) {
        if (
          seat.enrolledUserId &&
          (await adminOrders.hasStarted(seat.enrolledUserId, seat.courseId, q))
        )
          closedReason = 'contentStarted';
      } else if (seat.courseStartDate && seat.courseStartDate <= at) closedReason = 'courseStarted';
      checked.push({ seat, closedReason });
    }
    return { seats, until, checked };
  }

  const paybackOf = (row: { createdAt: Date; payload: Record<string, unknown> }): AdminPayback => ({
    at: row.createdAt.toISOString(),
    by: String(row.payload.by ?? ''),
    reference: String(row.payload.reference ?? ''),
  });

  return {
    async list(query: ParsedAdminOrdersQuery, locale: Locale): Promise<AdminOrdersPage> {
      const page = query.page ?? 1;
      // Open orders past their time read as expired, as everywhere (lazy expiry).
      await orders.expireDue(now());
      const { rows, total } = await adminOrders.list({
        ...filterOf(query),
        limit: ADMIN_ORDERS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
      });
      return {
        items: rows.map((row) => toRow(row, locale)),
        total,
        page,
        pageSize: ADMIN_ORDERS_PAGE_SIZE,
      };
    },

    /** Every order the filters match (up to the export's limit), newest first. */
    async exportRows(query: ParsedAdminOrdersQuery, locale: Locale): Promise<AdminOrderRow[]> {
      await orders.expireDue(now());
      const { rows } = await adminOrders.list({
        ...filterOf(query),
        limit: ADMIN_ORDERS_EXPORT_MAX,
        offset: 0,
      });
      return rows.map((row) => toRow(row, locale));
    },

    async detail(trackingId: string, locale: Locale): Promise<AdminOrderDetail> {
      await orders.expireDue(now());
      const found = await adminOrders.withBuyer(trackingId);
      if (!found) throw new DomainError('notFound', 'orderNotFound');
      const { order, buyer } = found;
      const [seats, events, sent, lines] = await Promise.all([
        adminOrders.seats(order.id),
        adminOrders.events(order.id),
        adminOrders.mails(order.id),
        orders.lines(order.id),
      ]);
      const paid = isRefundable(order);
      return {
        trackingId: order.trackingId,
        status: order.status,
        paymentMethod: order.paymentMethod,
        referenceCode: order.referenceCode,
        buyerId: buyer.id,
        buyerName: `${buyer.name} ${buyer.surname}`.trim(),
        buyerEmail: buyer.email,
        buyerPhone: buyer.phone ?? null,
        companyName: buyer.isCorporate ? (buyer.companyName ?? null) : null,
        courses: lines.map((line) => courseNameIn(line.name, line.en, locale)),
        seats: seats.length,
        subtotal: order.subtotal,
        tax: order.tax,
        total: order.total,
        refundedAmount: order.refundedAmount,
        createdAt: order.createdAt.toISOString(),
        completedAt: order.completedAt?.toISOString() ?? null,
        refundedAt: order.refundedAt?.toISOString() ?? null,
        expiresAt: order.expiresAt?.toISOString() ?? null,
        failureMessage: order.failureMessage
          ? translate(order.failureMessage as MessageKey, locale)
          : null,
        lines: lines.map((line) => ({
          courseId: line.courseId,
          courseName: courseNameIn(line.name, line.en, locale),
          quantity: line.quantity,
          priceWithoutTax: line.priceWithoutTax,
          tax: line.tax,
          total: line.total,
        })),
        seatList: seats.map((seat) => ({
          courseId: seat.courseId,
          courseName: courseNameIn(seat.courseName, seat.courseEn, locale),
          name: seat.name,
          surname: seat.surname,
          email: seat.email,
          state: seat.refundedAt
            ? 'refunded'
            : seat.enrolledUserId !== null
              ? 'claimed'
              : seat.held
                ? 'held'
                : 'none',
          refundable: paid && !seat.refundedAt ? fromKurus(refundKurus(order, seats, [seat])) : 0,
          refundedAt: seat.refundedAt?.toISOString() ?? null,
        })),
        // A payback is shown on the refund it pays back, not as an event of its own.
        events: events
          .filter((event) => event.status !== PAYBACK_STATUS)
          .map((event) => {
            const manual = event.status === 'refunded' && event.payload.manual === true;
            const payback = manual
              ? events.find((other) => other.providerEventId === paybackEventId(event.id))
              : undefined;
            return {
              id: event.id,
              at: event.createdAt.toISOString(),
              provider: event.provider,
              status: event.status,
              amount:
                typeof event.payload.amountKurus === 'number'
                  ? fromKurus(event.payload.amountKurus)
                  : null,
              manual,
              withdrawal: event.payload.withdrawal === true,
              paidBack: payback ? paybackOf(payback) : null,
            };
          }),
        mails: sent.map((row) => ({
          at: row.createdAt.toISOString(),
          recipient: row.recipient,
          subject: row.subject,
        })),
        canConfirmTransfer:
          order.paymentMethod === PaymentMethod.bankTransfer &&
          (order.status === 'awaiting_transfer' || order.status === 'expired'),
        canCancel: OPEN_STATUSES.includes(order.status),
        canRefund: paid && seats.some((seat) => !seat.refundedAt),
        receiptPath:
          order.completedAt && order.total > 0
            ? `/v1/admin/orders/${order.trackingId}/receipt`
            : null,
      };
    },

    /** The checkout's confirm-transfer for this order (services/checkout.ts). */
    confirmTransfer: (
      trackingId: string,
      record: (tx: Db, confirmed: TransferConfirmation) => Promise<void>,
    ) => checkout.confirmTransferOrder(trackingId, now(), record),

    /** Cancels an unpaid order; a repeat answers with the cancelled order. */
    async cancel(trackingId: string, record: (tx: Db, order: OrderRow) => Promise<void>) {
      const at = now();
      await orders.expireDue(at);
      return db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(trackingId, tx);
        if (!order) throw new DomainError('notFound', 'orderNotFound');
        if (order.status === 'cancelled') return order;
        if (!OPEN_STATUSES.includes(order.status)) {
          throw new DomainError('conflict', 'orderNotCancellable');
        }
        await orders.transition(
          order.id,
          OPEN_STATUSES,
          'cancelled',
          { failureMessage: 'orderCancelledByStaff' },
          tx,
        );
        const cancelled = (await orders.byId(order.id, tx))!;
        await record(tx, cancelled);
        return cancelled;
      });
    },

    /**
     * Refunds the chosen seats (all when none are named) of a paid order. Seats refunded before
     * are skipped: a repeat refunds nothing and answers 0. When a learner of a seat has started
     * a video or an exam, it is refused unless `confirmStarted`.
     */
    async refund(
      trackingId: string,
      request: AdminRefundRequest,
      record: (tx: Db, done: RefundRecord) => Promise<void>,
    ): Promise<AdminRefundResult> {
      const result = await db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(trackingId, tx);
        if (!order) throw new DomainError('notFound', 'orderNotFound');
        // A repeat of the refund that gave back the last seat: nothing more to give.
        if (order.status === 'refunded') return { order, amountKurus: 0, revoked: [] as string[] };
        if (!isRefundable(order)) throw new DomainError('conflict', 'orderNotRefundable');
        const seats = await adminOrders.seats(order.id, tx);
        const chosen = request.seats
          ? request.seats.map((wanted) => {
              const seat = seats.find(
                (s) => s.courseId === wanted.courseId && s.email === wanted.email.toLowerCase(),
              );
              if (!seat) {
                throw new DomainError('invalid', 'refundSeatNotInOrder', { email: wanted.email });
              }
              return seat;
            })
          : seats;
        const todo = [...new Map(chosen.map((s) => [s.participantId, s])).values()].filter(
          (seat) => !seat.refundedAt,
        );
        if (todo.length === 0) {
          return { order, amountKurus: 0, revoked: [] as string[] };
        }

        const started: SeatRow[] = [];
        for (const seat of todo) {
          if (
            seat.enrolledUserId &&
            (await adminOrders.hasStarted(seat.enrolledUserId, seat.courseId, tx))
          ) {
            started.push(seat);
          }
        }
        if (started.length > 0 && !request.confirmStarted) {
          // `errors.confirmStarted` names the question the page asks before it retries.
          throw DomainError.onField('conflict', 'refundLearnerStarted', 'confirmStarted', {
            names: [...new Set(started.map((seat) => `${seat.name} ${seat.surname}`))].join(', '),
          });
        }

        const done = await refundSeatsIn(tx, order, seats, todo, 'orderRefundedByStaff');
        await record(tx, {
          order: done.order,
          amount: fromKurus(done.amountKurus),
          seats: done.seats,
          revoked: done.revoked,
          confirmedStarted: started.length > 0,
        });
        // Last, inside the transaction: a provider that refuses rolls the refund back.
        await done.payBack();
        return done;
      });
      return {
        refunded: fromKurus(result.amountKurus),
        refundedAmount: result.order.refundedAmount,
        status: result.order.status,
        revokedCertificates: result.revoked.length,
      };
    },

    /** A buyer's own order: what each seat's withdrawal gives back, and whether it still may. */
    async withdrawal(
      userId: number,
      trackingId: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<Withdrawal> {
      const order = await orders.byTrackingId(trackingId);
      if (!order || order.userId !== userId) throw new DomainError('notFound', 'orderNotFound');
      const { seats, until, checked } = await withdrawalOf(order, db);
      return {
        trackingId: order.trackingId,
        until: until?.toISOString() ?? null,
        seats: checked.map(({ seat, closedReason }) => ({
          courseId: seat.courseId,
          courseName: courseNameIn(seat.courseName, seat.courseEn, locale),
          name: seat.name,
          surname: seat.surname,
          email: seat.email,
          amount: seat.refundedAt ? 0 : fromKurus(refundKurus(order, seats, [seat])),
          closedReason,
        })),
      };
    },

    /**
     * The buyer withdraws from these seats of their paid order: refunded through the
     * provider like a staff refund, but only within the 14 days and never a seat whose content
     * was started or whose course has begun. The order's row is locked, so a double click or a
     * retry gives back each seat once; a repeat answers 0.
     */
    async withdraw(
      userId: number,
      trackingId: string,
      request: WithdrawRequest,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<WithdrawResult> {
      const result = await db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(trackingId, tx);
        if (!order || order.userId !== userId) throw new DomainError('notFound', 'orderNotFound');
        const { seats, checked } = await withdrawalOf(order, tx);
        const chosen = request.seats.map((wanted) => {
          const found = checked.find(
            ({ seat }) =>
              seat.courseId === wanted.courseId && seat.email === wanted.email.toLowerCase(),
          );
          if (!found) {
            throw new DomainError('invalid', 'refundSeatNotInOrder', { email: wanted.email });
          }
          return found;
        });
        const todo = [
          ...new Map(
            chosen
              .filter(({ closedReason }) => closedReason !== 'refunded')
              .map(({ seat, closedReason }) => [seat.participantId, { seat, closedReason }]),
          ).values(),
        ];
        if (todo.length === 0) return { order, amountKurus: 0 };
        for (const { seat, closedReason } of todo) {
          if (closedReason && closedReason !== 'refunded') {
            throw new DomainError('conflict', WITHDRAWAL_MESSAGES[closedReason], {
              course: courseNameIn(seat.courseName, seat.courseEn, locale),
            });
          }
        }
        const done = await refundSeatsIn(
          tx,
          order,
          seats,
          todo.map(({ seat }) => seat),
          'orderWithdrawnByBuyer',
        );
        await done.payBack();
        return done;
      });
      return {
        refunded: fromKurus(result.amountKurus),
        refundedAmount: result.order.refundedAmount,
        status: result.order.status,
      };
    },

    /**
     * Finance sent a manual refund's money back by bank: recorded once, in the
     * order's locked transaction with the caller's audit entry and the buyer's mail. A repeat
     * with the same reference answers the mark made; another reference is refused.
     */
    async markPaidBack(
      trackingId: string,
      refundEventId: number,
      reference: string,
      by: string,
      record: (tx: Db, done: PaybackRecord) => Promise<void>,
    ): Promise<{ id: number; paidBack: AdminPayback }> {
      return db.transaction(async (tx) => {
        const order = await orders.lockByTrackingId(trackingId, tx);
        if (!order) throw new DomainError('notFound', 'orderNotFound');
        const refund = await paybacks.event(order.id, refundEventId, tx);
        if (!refund || refund.status !== 'refunded') {
          throw new DomainError('notFound', 'paybackRefundNotFound');
        }
        if (refund.payload.manual !== true) {
          throw new DomainError('conflict', 'paybackNotManual');
        }
        const before = await paybacks.paybackOf(refundEventId, tx);
        if (before) {
          const marked = paybackOf(before);
          if (marked.reference !== reference) {
            throw new DomainError('conflict', 'paybackAlreadyMarked', {
              reference: marked.reference,
            });
          }
          return { id: refund.id, paidBack: marked };
        }
        const amountKurus = Number(refund.payload.amountKurus ?? 0);
        const payload = { refundEventId, amountKurus, reference, by };
        const row = await paybacks.record(order.id, payload, tx);
        // The order's row is locked, so nobody marked it between the read and the write.
        if (!row) throw new DomainError('conflict', 'paybackAlreadyMarked', { reference });
        const amount = fromKurus(amountKurus);
        await record(tx, { order, refundEventId, amount, reference });
        const buyer = await orders.buyer(order.userId, tx);
        if (buyer) await mails.refundPaidBack(tx, buyer, order, amount, reference);
        return { id: refund.id, paidBack: paybackOf({ createdAt: row.createdAt, payload }) };
      });
    },

    /** The PDF receipt of a completed paid order. */
    async receipt(trackingId: string): Promise<ReceiptFile> {
      const order = await orders.byTrackingId(trackingId);
      if (!order?.completedAt || order.total <= 0) {
        throw new DomainError('notFound', 'orderNotFound');
      }
      return checkout.receiptOf(trackingId);
    },

    formatAmount: (amount: number, locale: Locale) => lira(amount, locale),
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

const STATUS_NAMES: Record<Locale, Record<string, string>> = {
  tr: {
    pending: 'Ödeme bekleniyor',
    awaiting_transfer: 'Havale bekleniyor',
    completed: 'Tamamlandı',
    failed: 'Başarısız',
    expired: 'Süresi doldu',
    refunded: 'İade edildi',
    cancelled: 'İptal edildi',
  },
  en: {
    pending: 'Awaiting payment',
    awaiting_transfer: 'Awaiting transfer',
    completed: 'Completed',
    failed: 'Failed',
    expired: 'Expired',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
  },
};

const CSV_HEADER: Record<Locale, string[]> = {
  tr: [
    'Sipariş no',
    'Tarih',
    'Durum',
    'Ödeme yöntemi',
    'Referans kodu',
    'Alıcı',
    'E-posta',
    'Eğitimler',
    'Katılımcı sayısı',
    'Ara toplam (KDV hariç)',
    'KDV',
    'Toplam',
    'İade edilen',
  ],
  en: [
    'Order number',
    'Date',
    'Status',
    'Payment method',
    'Reference code',
    'Buyer',
    'E-mail',
    'Courses',
    'Participants',
    'Subtotal (excl. VAT)',
    'VAT',
    'Total',
    'Refunded',
  ],
};

const METHOD_NAMES: Record<Locale, string[]> = {
  tr: ['Kredi kartı', 'Havale/EFT'],
  en: ['Card', 'Bank transfer'],
};

/** `26.11.2026 14:05`, in İstanbul: a date Excel reads in Turkey. */
const csvDate = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  })
    .format(new Date(iso))
    .replace(',', '');

/** The order list as a CSV file (lib/csv.ts), headers and statuses in the caller's language. */
export function ordersCsv(rows: AdminOrderRow[], locale: Locale): Buffer {
  return toCsv(
    CSV_HEADER[locale],
    rows.map((row) => [
      row.trackingId,
      csvDate(row.createdAt),
      STATUS_NAMES[locale][row.status] ?? row.status,
      row.paymentMethod === null ? '' : (METHOD_NAMES[locale][row.paymentMethod] ?? ''),
      row.referenceCode,
      row.buyerName,
      row.buyerEmail,
      row.courses.join(' | '),
      row.seats,
      csvAmount(row.subtotal),
      csvAmount(row.tax),
      csvAmount(row.total),
      csvAmount(row.refundedAmount),
    ]),
  );
}
