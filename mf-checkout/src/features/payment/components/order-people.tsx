import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  PlainList,
  formatParticipants,
  outlinedSurface,
  useFormatters,
  type OrderSummary,
} from '@lms/shared';

const List = styled(PlainList)`
  margin: 1rem 0;
  li {
    ${outlinedSurface}
    padding: 0.75rem 1rem;
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  p span {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** Each course of the order and exactly who gets it. */
export const OrderPeople = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <List $gap="0.75rem" aria-label={t('checkout:trainings')}>
      {order.items.map((item) => (
        <li key={item.courseId}>
          <h3>{item.name}</h3>
          <p>
            {t('checkout:whoGetsCourse')}: <span>{formatParticipants(item.participants)}</span>
          </p>
          {item.memberAssociation && (
            <p>
              {t('checkout:memberPriceEach', {
                association: item.memberAssociation,
                price: format.price(item.unitPrice),
              })}
            </p>
          )}
        </li>
      ))}
    </List>
  );
};
