import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Section,
  Spinner,
  cardSurface,
  useFormatters,
  useMyOrders,
  useSessionStore,
  type ApiRequestError,
  type BasketItem,
  type Participant,
  type SessionUser,
} from '@lms/shared';
import { VAT_PERCENT, isFreeTotal, priceTotals, seatsSentence } from '@lms/shared/contracts';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { leaveFor } from '../../../lib/leave-for';
import { useBasket } from '../api/get-basket';
import { useMakePayment } from '../api/make-payment';
import { useSaveBasketParticipants } from '../api/put-basket-participants';
import {
  cartCheckoutSchema,
  sameEmail,
  withPeopleAdded,
  type CartCheckoutValues,
} from '../participant-rules';
import { BasketLines } from './basket-lines';
import { ParticipantDialog } from './participant-dialog';
import { ParticipantUpload } from './participant-upload';
import { ParticipantsTable } from './participants-table';
import { PaymentDialog, type PaymentChoice } from './payment-dialog';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1023px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const Hint = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.92rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const Summary = styled.aside`
  ${cardSurface}
  padding: 1.25rem;
  @media (min-width: 1023px) {
    position: sticky;
    top: 88px;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
  dl {
    margin: 0 0 1rem;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.4rem 1rem;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .payable {
    font-size: 1.2rem;
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.5rem;
  }
`;

interface DialogState {
  open: boolean;
  editingIndex: number | null;
  initial: Participant | null;
}
const CLOSED: DialogState = { open: false, editingIndex: null, initial: null };

const resolver = zodResolver(cartCheckoutSchema);

/** The list's own error (none yet, too few), or else the first rule a listed person breaks. */
const participantsError = (errors: FieldErrors<CartCheckoutValues>): string | undefined => {
  const error = errors.participants;
  if (!error) return undefined;
  if (error.message) return error.message;
  const person = Array.isArray(error) ? error.find(Boolean) : undefined;
  return person?.name?.message ?? person?.surname?.message ?? person?.email?.message;
};

const buyerOf = (user: SessionUser | null): Participant[] =>
  user ? [{ name: user.name, surname: user.surname, email: user.email }] : [];

/** Where the order goes next: the card page, or the page with its real status. */
const nextStepOf = (trackingId: string, status: string) => {
  const id = encodeURIComponent(trackingId);
  if (status === 'awaiting_transfer') return `/payment/success/eft?trackingId=${id}`;
  if (status === 'completed') return `/payment/success/free?trackingId=${id}`;
  return `/payment/success/${id}`;
};

/** The newest order for any course of the cart was not paid in time: say so. */
const ExpiredOrderNotice = ({ courseIds }: { courseIds: number[] }) => {
  const { t } = useTranslation();
  const orders = useMyOrders();
  const newest = orders.data?.data.find((order) =>
    order.items.some((item) => courseIds.includes(item.courseId)),
  );
  if (newest?.status !== 'expired') return null;
  return (
    <Alert role="status" $kind="info">
      {t('checkout:expiredOrderNotice')}
    </Alert>
  );
};

/** The hosted payment page speaks the site's language, not the browser's. */
const inLanguage = (paymentUrl: string, locale: string) => {
  const url = new URL(paymentUrl);
  url.searchParams.set('lang', locale.startsWith('en') ? 'en' : 'tr');
  return url.toString();
};

/** The cart with participants, totals, consent and checkout (spec §2 Cart, §4 Checkout). */
const CartContent = ({ items }: { items: BasketItem[] }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  // The list is kept with the basket (on its first item, spec §3). Nothing saved yet: the buyer
  // is the first participant, and can remove themselves to buy only for others.
  const saved = items[0]?.participantEmails ?? [];
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<CartCheckoutValues, unknown, CartCheckoutValues>({
    resolver,
    defaultValues: { participants: saved.length > 0 ? saved : buyerOf(user) },
  });
  const participants = useWatch({ control, name: 'participants' });
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const pay = useMakePayment();
  const save = useSaveBasketParticipants();
  // One key per payment attempt: the same order sent again without an answer (a double click,
  // a retry after a dropped connection) reuses it; a changed order or an answer ends it.
  const attempt = useRef<{ key: string; order: string } | null>(null);
  const busy = useRef(false);

  const prefilled = useRef(saved.length > 0);
  useEffect(() => {
    if (prefilled.current || participants.length === 0) return;
    prefilled.current = true;
    save.mutate(participants);
  }, [participants, save]);

  const changeParticipants = (next: Participant[]) => {
    setValue('participants', next, { shouldValidate: isSubmitted });
    save.mutate(next);
  };

  const quantity = Math.max(1, participants.length);
  const totals = priceTotals(
    items.map((item) => ({ price: item.price, discountPrice: item.discountPrice, quantity })),
  );
  const free = isFreeTotal(totals);
  const canAddSelf = user && !participants.some((p) => sameEmail(p.email, user.email));
  // One sentence, built by @lms/shared: the contract the server renders says the same.
  const seats = seatsSentence(format.locale, participants, user?.email);

  const saveParticipant = (participant: Participant) => {
    changeParticipants(
      dialog.editingIndex === null
        ? [...participants, participant]
        : participants.map((p, index) => (index === dialog.editingIndex ? participant : p)),
    );
    setDialog(CLOSED);
  };

  /** The order's body for a payment method: makepayment's, and what the contracts are made for. */
  const orderFor = (method: PaymentChoice) =>
    items.map((item) => ({
      courseId: item.courseId,
      count: 1 as const,
      paymentMethod: method,
      participants,
    }));

  const submit = async (method: PaymentChoice, contractsHash?: string) => {
    // The button is disabled from the first click, but a second click can land before React
    // has re-rendered: only one request per attempt leaves the page.
    if (busy.current) return;
    busy.current = true;
    const items = orderFor(method);
    // The items alone: the contracts' hash follows from them and the texts, and an order that
    // may exist was placed under the texts it was placed with.
    const order = JSON.stringify(items);
    if (attempt.current?.order !== order) attempt.current = { key: newIdempotencyKey(), order };
    try {
      const { data } = await pay.mutateAsync({
        idempotencyKey: attempt.current.key,
        contractsHash,
        items,
      });
      if (data.paymentUrl) leaveFor(inLanguage(data.paymentUrl, format.locale));
      else navigate(nextStepOf(data.trackingId, data.status));
    } catch (error) {
      // The server answered: that attempt is over and the next press is a new one. Without an
      // answer (network) the order may exist: a retry keeps the key and gets the same order.
      if ((error as ApiRequestError).status !== undefined) attempt.current = null;
      busy.current = false;
    }
  };

  const checkout = handleSubmit(() => {
    if (busy.current) return;
    pay.reset();
    // A free total is submitted directly (spec §4); otherwise the payment dialog opens.
    if (free) void submit(0);
    else setPaymentOpen(true);
  });
  const participantsMessage = participantsError(errors);

  return (
    <>
      <CheckoutSteps current="cart" hidePayment={free} />
      <Layout>
        <div>
          <Section id="basket-heading" title={t('checkout:basketItems')}>
            <ExpiredOrderNotice courseIds={items.map((item) => item.courseId)} />
            <BasketLines items={items} participants={participants} />
          </Section>
          <Section id="participants-heading" title={t('checkout:participants')}>
            <Hint>{t('checkout:participantsHint')}</Hint>
            {participants.length > 0 ? (
              <ParticipantsTable
                participants={participants}
                onEdit={(index) =>
                  setDialog({ open: true, editingIndex: index, initial: participants[index]! })
                }
                onDelete={(index) => changeParticipants(participants.filter((_, i) => i !== index))}
              />
            ) : (
              <EmptyState>{t('checkout:noParticipants')}</EmptyState>
            )}
            {participants.length > 0 && (
              <Alert role="status" $kind="info" data-testid="seats-sentence">
                {seats}
              </Alert>
            )}
            {save.isError && (
              <Alert role="alert" $kind="error" style={{ marginTop: '0.75rem' }}>
                {t('checkout:participantsSaveFailed')}
              </Alert>
            )}
            {participantsMessage && (
              <Alert role="alert" style={{ marginTop: '0.75rem' }}>
                {t(participantsMessage)}
              </Alert>
            )}
            <Toolbar>
              <Button
                variant="secondary"
                onClick={() => setDialog({ open: true, editingIndex: null, initial: null })}
              >
                {t('checkout:addParticipant')}
              </Button>
              {canAddSelf && (
                <Button
                  variant="ghost"
                  onClick={() =>
                    setDialog({
                      open: true,
                      editingIndex: null,
                      initial: { name: user.name, surname: user.surname, email: user.email },
                    })
                  }
                >
                  {t('checkout:addMyself')}
                </Button>
              )}
              <ParticipantUpload
                participants={participants}
                courseIds={items.map((item) => item.courseId)}
                onAdd={(people) => changeParticipants(withPeopleAdded(participants, people))}
              />
            </Toolbar>
          </Section>
        </div>
        <Summary aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('checkout:orderSummary')}</h2>
          <dl>
            <dt>{t('checkout:totalWithoutTax')}</dt>
            <dd>{format.price(totals.withoutTax)}</dd>
            <dt>{t('checkout:tax', { rate: VAT_PERCENT })}</dt>
            <dd>{format.price(totals.tax)}</dd>
            <dt className="payable">{t('checkout:payable')}</dt>
            <dd className="payable" data-testid="payable">
              {free ? t('checkout:free') : format.price(totals.payable)}
            </dd>
          </dl>
          <form onSubmit={checkout} noValidate>
            {!free && <Hint>{t('checkout:contractsNext')}</Hint>}
            {free && pay.isError && <ErrorMessage error={pay.error} />}
            <Button type="submit" block loading={free && (pay.isPending || pay.isSuccess)}>
              {free ? t('checkout:completeFreeOrder') : t('checkout:proceedToPayment')}
            </Button>
          </form>
        </Summary>
      </Layout>
      <ParticipantDialog
        open={dialog.open}
        editingIndex={dialog.editingIndex}
        initial={dialog.initial}
        participants={participants}
        courseIds={items.map((item) => item.courseId)}
        onSave={saveParticipant}
        onClose={() => setDialog(CLOSED)}
      />
      <PaymentDialog
        open={paymentOpen}
        payable={totals.payable}
        seats={seats}
        order={orderFor}
        busy={pay.isPending || pay.isSuccess}
        error={pay.error}
        onPay={(method, contractsHash) => void submit(method, contractsHash)}
        onClose={() => setPaymentOpen(false)}
      />
    </>
  );
};

const Cart = () => {
  const { t } = useTranslation();
  const basket = useBasket();

  if (basket.isPending) return <Spinner label={t('loading')} />;
  // A basket error sets the basket to none (spec §4): say so and offer a retry.
  if (!basket.data) {
    return (
      <>
        <ErrorMessage />
        <Button variant="secondary" onClick={() => void basket.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  }
  if (basket.data.data.length === 0) {
    return (
      <>
        <CheckoutSteps current="cart" />
        <EmptyState>
          <p>{t('emptyBasketMessage')}</p>
          <Link to="/courses/online">{t('checkout:browseCourses')}</Link>
        </EmptyState>
      </>
    );
  }
  return <CartContent items={basket.data.data} />;
};

export const CartPage = () => {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <>
      <PageHeader title={t('checkout:cartTitle')} />
      <PageContainer>
        {loggedIn ? (
          <Cart />
        ) : (
          <EmptyState>
            <p>{t('checkout:loginToSeeCart')}</p>
            <Link to="/login">{t('login')}</Link>
          </EmptyState>
        )}
      </PageContainer>
    </>
  );
};
