import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, PlainList, useSessionStore } from '@lms/shared';
import { ADMIN_NAV } from '../admin-nav';
import { useAdminPath } from '../lib/admin-path';
import { mayOpen, type StaffRole } from '../lib/roles';

/** `#/admin`: a greeting and the areas the role may open. */
export const AdminHomePage = ({ role }: { role: StaffRole }) => {
  const { t } = useTranslation('admin');
  const user = useSessionStore((s) => s.user);
  const adminPath = useAdminPath();
  const items = ADMIN_NAV.filter((item) => mayOpen(role, item.roles));
  return (
    <Card>
      <h2>{t('home.welcome', { name: user?.name ?? '' })}</h2>
      <p>{t('home.role', { role: t(`roles.${role}`) })}</p>
      {items.length > 0 ? (
        <PlainList $gap="0.5rem">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={adminPath(item.to)}>{t(item.labelKey)}</Link>
            </li>
          ))}
        </PlainList>
      ) : (
        <p>{t('home.nothingYet')}</p>
      )}
    </Card>
  );
};
