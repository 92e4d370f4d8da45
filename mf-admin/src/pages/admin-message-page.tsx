import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@lms/shared';
import { useAdminPath } from '../lib/admin-path';

/**
 * A back-office address that is not there (`notFound`), or a page the role may not open
 * (`noAccess`), with the way back to the back office's start.
 */
export const AdminMessagePage = ({ kind }: { kind: 'notFound' | 'noAccess' }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  return (
    <Card role={kind === 'noAccess' ? 'alert' : undefined}>
      <h2>{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.text`)}</p>
      <Link to={adminPath()}>{t('nav.backHome')}</Link>
    </Card>
  );
};
