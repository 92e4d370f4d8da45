import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadProgress } from '../api/upload';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  progress {
    flex: 1;
    height: 0.75rem;
  }
`;

/** How far an upload is, as a progress bar a screen reader reads as a percentage. */
export const UploadBar = ({ progress, label }: { progress: UploadProgress; label: string }) => {
  const { t } = useTranslation('admin');
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  return (
    <Bar>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-hidden="true">{t('media.percent', { percent })}</span>
    </Bar>
  );
};
