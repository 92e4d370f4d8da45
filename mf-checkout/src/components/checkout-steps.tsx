import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export type StepId = 'cart' | 'payment' | 'end';

const List = styled.ol`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' | 'failed' }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  font-size: 0.95rem;
  background: ${({ $state, theme }) =>
    ({
      done: theme.colors.successBg,
      current: theme.colors.primary,
      todo: '#fff',
      failed: theme.colors.errorBg,
    })[$state]};
  color: ${({ $state, theme }) =>
    ({
      done: theme.colors.success,
      current: '#fff',
      todo: theme.colors.muted,
      failed: theme.colors.error,
    })[$state]};
  border: 1px solid
    ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : 'transparent')};
  span[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    border: 2px solid currentColor;
    flex: none;
    font-size: 0.85rem;
  }
`;

export interface CheckoutStepsProps {
  current: StepId;
  /** The payment step is hidden when the total is free (spec §2 Cart). */
  hidePayment?: boolean;
  /** Marks the steps up to the current one as failed (payment failure page). */
  failed?: boolean;
}

/** Cart → payment → end, with the current step announced to screen readers. */
export const CheckoutSteps = ({
  current,
  hidePayment = false,
  failed = false,
}: CheckoutStepsProps) => {
  const { t } = useTranslation();
  const steps = (['cart', 'payment', 'end'] as const).filter(
    (step) => !(hidePayment && step === 'payment'),
  );
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('checkout:stepsLabel')}>
      <List>
        {steps.map((step, index) => {
          const state = failed
            ? index <= currentIndex && index > 0
              ? 'failed'
              : index < currentIndex
                ? 'done'
                : 'todo'
            : index < currentIndex || (step === 'end' && current === 'end')
              ? 'done'
              : index === currentIndex
                ? 'current'
                : 'todo';
          const mark = state === 'done' ? '✓' : state === 'failed' ? '✕' : String(index + 1);
          return (
            <Item
              key={step}
              $state={state}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              <span aria-hidden="true">{mark}</span>
              {t(`checkout:step_${step}`)}
              {state === 'failed' && (
                <span className="visually-hidden">{t('checkout:stepFailed')}</span>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
};
