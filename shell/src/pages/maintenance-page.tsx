import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@lms/shared';

const Box = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 2rem;
  gap: 0.5rem;
`;

/**
 * Shown when app-config.json could not be used after its retries: the shell knows no API
 * address and guesses none (runtime-config.ts `loadAppConfig`).
 */
export const MaintenancePage = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Box data-testid="config-maintenance">
      <h1>{t('maintenanceTitle')}</h1>
      <p>{t('maintenanceText')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Box>
  );
};

const Problems = styled.div`
  background: #fdecea;
  color: #611a15;
  border-bottom: 2px solid #b3261e;
  padding: 0.5rem 1rem;
  font-size: 0.875rem;
  ul {
    margin: 0.25rem 0 0;
  }
`;

/**
 * What the local server found wrong in its override (app-config.local.json): it serves the
 * problems only in development, next to the defaults it used instead. For developers: not
 * translated.
 */
export const ConfigProblems = ({ problems }: { problems: string[] | undefined }) =>
  problems && problems.length > 0 ? (
    <Problems role="alert" data-testid="config-problems">
      <strong>Development: the local configuration override was not used</strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Problems>
  ) : null;
