import { useTranslation } from 'react-i18next';
import { Card } from '@lms/shared';

/** `#/admin/audit`: the server's audit log, for admins. */
export const AuditLogPage = () => {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <h2>{t('audit.title')}</h2>
    </Card>
  );
};
