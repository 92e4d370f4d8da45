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

/** Shown when the site settings cannot be loaded (spec §2, §8). */
export const SomethingMissingPage = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Box>
      <h1>{t('somethingMissingTitle')}</h1>
      <p>{t('somethingMissingText')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Box>
  );
};
