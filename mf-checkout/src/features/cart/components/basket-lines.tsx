import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  PlainList,
  outlinedSurface,
  useFormatters,
  showErrorMessage,
  type BasketItem,
  type Participant,
} from '@lms/shared';
import { priceLine } from '@lms/shared/contracts';
import { useDeleteBasketItem } from '../api/delete-basket-item';

const Line = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 0.75rem 1rem;
  align-items: start;
  ${outlinedSurface}
  padding: 0.9rem;
  img,
  .no-image {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
  }
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 0 0.3rem;
    display: inline;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  dt {
    display: inline;
  }
  .end {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.6rem;
  }
  .line-total {
    font-size: 1.05rem;
    font-weight: 700;
  }
  .people {
    margin: 0.4rem 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .people span {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  s {
    color: ${({ theme }) => theme.colors.muted};
    margin-right: 0.35rem;
  }
`;

export interface BasketLinesProps {
  items: BasketItem[];
  /** Each of them gets one seat of every course; at least one seat is priced (spec §9). */
  participants: Participant[];
}

/** The basket's courses, each priced per participant and naming who gets it, with remove. */
export const BasketLines = ({ items, participants }: BasketLinesProps) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const remove = useDeleteBasketItem();
  const quantity = Math.max(1, participants.length);
  const people =
    participants.length > 0
      ? participants.map((p) => `${p.name} ${p.surname}`).join(', ')
      : t('checkout:nobodyYet');
  return (
    <PlainList $gap="0.75rem" aria-label={t('checkout:basketItems')}>
      {items.map((item) => {
        const line = priceLine({ price: item.price, discountPrice: item.discountPrice, quantity });
        const removing = remove.isPending && remove.variables === item.id;
        return (
          <Line key={item.id}>
            {item.course.thumbnailImagePath ? (
              <img src={item.course.thumbnailImagePath} alt="" width={72} height={72} />
            ) : (
              <span className="no-image" aria-hidden="true" />
            )}
            <div>
              <h3>
                <Link to={`/courses/details/${item.course.nameSlug}`}>{item.course.name}</Link>
              </h3>
              <dl>
                <div>
                  <dt>{t('checkout:unitPrice')}:</dt>
                  <dd>
                    {item.discountPrice > 0 && <s>{format.price(item.price)}</s>}
                    {line.unitPayable > 0 ? format.price(line.unitPayable) : t('checkout:free')}
                  </dd>
                </div>
                {item.discountPrice > 0 && (
                  <div>
                    <dt>
                      {`${
                        item.memberAssociation
                          ? t('checkout:memberPriceLine', { association: item.memberAssociation })
                          : t('checkout:discount')
                      }:`}
                    </dt>
                    <dd>−{format.price(item.discountPrice)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('checkout:quantity')}:</dt>
                  <dd>{t('checkout:participantCount', { count: line.quantity })}</dd>
                </div>
              </dl>
              <p className="people">
                {t('checkout:whoGetsCourse')}: <span>{people}</span>
              </p>
            </div>
            <div className="end">
              <Button
                variant="ghost"
                loading={removing}
                aria-label={t('checkout:removeItem', { name: item.course.name })}
                onClick={() =>
                  remove.mutate(item.id, {
                    onError: (error) =>
                      showErrorMessage(t('error'), error.message || t('genericError')),
                  })
                }
              >
                {t('checkout:remove')}
              </Button>
              <span className="line-total">
                {line.payable > 0 ? format.price(line.payable) : t('checkout:free')}
              </span>
            </div>
          </Line>
        );
      })}
    </PlainList>
  );
};
