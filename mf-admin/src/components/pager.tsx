import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@lms/shared';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
  }
`;

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Entries 26–50 of 120", with the previous and next page (a server-paged list). */
export const Pager = ({ page, pageSize, total, onPage }: PagerProps) => {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Bar aria-label={t('pager.label')}>
      <p aria-live="polite">{t('pager.range', { first, last, total })}</p>
      <div>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>{' '}
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </Bar>
  );
};
