import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Dialog, QueryState, useFormatters, type WithdrawalSeat } from '@lms/shared';
import { ServerError } from '../../../components/server-error';
import { useWithdrawal } from '../api/get-withdrawal';
import { useWithdraw } from '../api/post-withdraw';

const Seats = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 0.25rem 0.75rem;
    align-items: start;
    padding: 0.5rem 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
  }
  .amount {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .why {
    grid-column: 2 / -1;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const seatKey = (seat: WithdrawalSeat) => `${seat.courseId}:${seat.email}`;

/**
 * The right of withdrawal: the order's seats, each with what it gives back, the ones
 * the server says are closed shown with why. The buyer ticks seats and confirms once.
 */
export const WithdrawalDialog = ({
  trackingId,
  open,
  onClose,
}: {
  trackingId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const withdrawal = useWithdrawal(trackingId, open);
  const withdraw = useWithdraw(trackingId);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const toggle = (key: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Dialog
      open={open}
      title={t('withdrawTitle')}
      closeLabel={t('withdrawClose')}
      onClose={onClose}
    >
      <QueryState query={withdrawal}>
        {({ data }) => {
          const seats = data.seats;
          const picked = seats.filter((seat) => chosen.has(seatKey(seat)));
          const amount = picked.reduce((sum, seat) => sum + seat.amount, 0);
          return (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (picked.length === 0 || withdraw.isPending) return;
                withdraw.mutate(
                  { seats: picked.map(({ courseId, email }) => ({ courseId, email })) },
                  { onSuccess: () => setChosen(new Set()) },
                );
              }}
            >
              <p>
                {data.until
                  ? t('withdrawIntro', { until: format.date(data.until, true) })
                  : t('withdrawReason_notPaid')}
              </p>
              <Seats>
                <legend>{t('withdrawChoose')}</legend>
                {seats.map((seat) => {
                  const key = seatKey(seat);
                  const closed = seat.closedReason !== null;
                  return (
                    <label key={key}>
                      <input
                        type="checkbox"
                        checked={chosen.has(key)}
                        disabled={closed || withdraw.isPending}
                        onChange={() => toggle(key)}
                      />
                      <span>
                        {seat.courseName}: {seat.name} {seat.surname}
                      </span>
                      <span className="amount">{format.price(seat.amount)}</span>
                      {closed && (
                        <span className="why">{t(`withdrawReason_${seat.closedReason}`)}</span>
                      )}
                    </label>
                  );
                })}
              </Seats>
              {withdraw.isSuccess && (
                <Alert role="status" $kind="success">
                  {withdraw.data.message}
                </Alert>
              )}
              {withdraw.isError && <ServerError error={withdraw.error} />}
              <Button type="submit" disabled={picked.length === 0} loading={withdraw.isPending}>
                {picked.length > 0
                  ? t('withdrawConfirm', { amount: format.price(amount) })
                  : t('withdrawChooseFirst')}
              </Button>
            </form>
          );
        }}
      </QueryState>
    </Dialog>
  );
};
