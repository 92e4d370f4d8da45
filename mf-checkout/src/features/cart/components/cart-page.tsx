import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
  formatPrice,
  useBasket,
  useSessionStore,
  type BasketItem,
  type Participant,
} from '@lms/shared';
import { VAT_PERCENT, isFreeTotal, priceTotals } from '@lms/shared/contracts';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useMakePayment } from '../api/make-payment';
import { sameEmail } from '../participant-rules';
import { BasketLines } from './basket-lines';
import { ParticipantDialog } from './participant-dialog';
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

const Section = styled.section`
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
  p.hint {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const Summary = styled.aside`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
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

const Consent = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  font-size: 0.92rem;
  margin-bottom: 1rem;
  input {
    margin-top: 0.2rem;
    width: 1.15rem;
    height: 1.15rem;
    flex: none;
  }
`;

/** The distance sales contract, in a new tab so the cart stays as it is. */
const ContractLink = ({ children }: { children?: ReactNode }) => (
  <a href="#/info/mesafeli-satis-sozlesmesi" target="_blank" rel="noopener">
    {children}
  </a>
);

interface DialogState {
  open: boolean;
  editingIndex: number | null;
  initial: Participant | null;
}
const CLOSED: DialogState = { open: false, editingIndex: null, initial: null };

/** The cart with participants, totals, consent and checkout (spec §2 Cart, §4 Checkout). */
const CartContent = ({ items }: { items: BasketItem[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const consentId = useId();
  // Participants are held on the first item (spec §3); the server keeps them after a failed card payment.
  const [participants, setParticipants] = useState<Participant[]>(
    () => items[0]?.participantEmails ?? [],
  );
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ participants?: string; consent?: string }>({});
  const [paymentOpen, setPaymentOpen] = useState(false);
  const pay = useMakePayment();

  const quantity = Math.max(1, participants.length);
  const totals = priceTotals(
    items.map((item) => ({ price: item.price, discountPrice: item.discountPrice, quantity })),
  );
  const free = isFreeTotal(totals);
  const canAddSelf = user && !participants.some((p) => sameEmail(p.email, user.email));

  const saveParticipant = (participant: Participant) => {
    setParticipants((current) =>
      dialog.editingIndex === null
        ? [...current, participant]
        : current.map((p, index) => (index === dialog.editingIndex ? participant : p)),
    );
    setErrors((current) => ({ ...current, participants: undefined }));
    setDialog(CLOSED);
  };

  const submit = (method: PaymentChoice) =>
    pay.mutate(
      items.map((item) => ({
        courseId: item.courseId,
        count: 1,
        paymentMethod: method,
        participants,
      })),
      {
        onSuccess: ({ data }) => {
          if (data.paymentUrl) {
            window.location.assign(data.paymentUrl);
            return;
          }
          const state = { referenceCode: data.referenceCode };
          if (data.status === 'completed') {
            navigate(`/payment/success/free?order=${data.trackingId}`, { state });
          } else {
            navigate(`/payment/success/eft?order=${data.trackingId}`, { state });
          }
        },
      },
    );

  const checkout = () => {
    const found = {
      participants: participants.length === 0 ? t('emtptyParticipantsError') : undefined,
      consent: consent ? undefined : t('checkout:consentRequired'),
    };
    setErrors(found);
    if (found.participants || found.consent) return;
    pay.reset();
    // A free total is submitted directly (spec §4); otherwise the payment dialog opens.
    if (free) submit(0);
    else setPaymentOpen(true);
  };

  return (
    <>
      <CheckoutSteps current="cart" hidePayment={free} />
      <Layout>
        <div>
          <Section aria-labelledby="basket-heading">
            <h2 id="basket-heading">{t('checkout:basketItems')}</h2>
            <BasketLines items={items} quantity={quantity} />
          </Section>
          <Section aria-labelledby="participants-heading">
            <h2 id="participants-heading">{t('checkout:participants')}</h2>
            <p className="hint">{t('checkout:participantsHint')}</p>
            {participants.length > 0 ? (
              <ParticipantsTable
                participants={participants}
                onEdit={(index) =>
                  setDialog({ open: true, editingIndex: index, initial: participants[index]! })
                }
                onDelete={(index) =>
                  setParticipants((current) => current.filter((_, i) => i !== index))
                }
              />
            ) : (
              <EmptyState>{t('checkout:noParticipants')}</EmptyState>
            )}
            {errors.participants && (
              <Alert role="alert" style={{ marginTop: '0.75rem' }}>
                {errors.participants}
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
            </Toolbar>
          </Section>
        </div>
        <Summary aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('checkout:orderSummary')}</h2>
          <dl>
            <dt>{t('checkout:totalWithoutTax')}</dt>
            <dd>{formatPrice(totals.withoutTax)}</dd>
            <dt>{t('checkout:tax', { rate: VAT_PERCENT })}</dt>
            <dd>{formatPrice(totals.tax)}</dd>
            <dt className="payable">{t('checkout:payable')}</dt>
            <dd className="payable" data-testid="payable">
              {free ? t('checkout:free') : formatPrice(totals.payable)}
            </dd>
          </dl>
          <Consent htmlFor={consentId}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              aria-invalid={Boolean(errors.consent)}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (event.target.checked) setErrors((c) => ({ ...c, consent: undefined }));
              }}
            />
            <span>
              <Trans i18nKey="checkout:consent" components={{ contract: <ContractLink /> }} />
            </span>
          </Consent>
          {errors.consent && <Alert role="alert">{errors.consent}</Alert>}
          {free && pay.isError && <ErrorMessage error={pay.error} />}
          <Button block onClick={checkout} loading={free && pay.isPending}>
            {free ? t('checkout:completeFreeOrder') : t('checkout:proceedToPayment')}
          </Button>
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
        busy={pay.isPending || pay.isSuccess}
        error={pay.error}
        onPay={submit}
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
