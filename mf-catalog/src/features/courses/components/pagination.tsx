import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.35rem;
  margin-top: 2rem;
  button {
    min-width: 44px;
    min-height: 44px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page buttons for a paged list; the page lives in the address (?page=). */
export const Pagination = ({ page, pageCount, onChange }: PaginationProps) => {
  const { t } = useTranslation('catalog');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label={t('pagination')}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pageNumber', { page: number })}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('next')}
      </button>
    </Nav>
  );
};
