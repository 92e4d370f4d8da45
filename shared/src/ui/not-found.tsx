import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from './feedback';

const Centered = styled(PageContainer)`
  text-align: center;
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem 1.5rem;
  }
`;

/**
 * What a page shows when the thing it names does not exist (a 404 from the API): a heading, a
 * word of explanation and the ways back, never "try again" (retrying cannot bring it).
 */
export const NotFound = ({
  title,
  backTo,
  backLabel,
}: {
  /** The heading; the generic "page not found" when absent. */
  title?: string;
  /** The list the missing item belongs to. */
  backTo?: string;
  backLabel?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Centered>
      <h1>{title ?? t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <nav aria-label={t('notFoundLinks')}>
        {backTo && backLabel && <Link to={backTo}>{backLabel}</Link>}
        <Link to="/">{t('backToHome')}</Link>
      </nav>
    </Centered>
  );
};
