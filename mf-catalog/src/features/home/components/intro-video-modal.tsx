import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, SpinnerIcon, useSessionStore } from '@lms/shared';

const ReactPlayer = lazy(() => import('react-player'));

const Frame = styled.div`
  width: min(720px, 80vw);
  max-width: 100%;
  aspect-ratio: 16 / 9;
  background: #0a2540;
  display: flex;
  align-items: center;
  justify-content: center;
  color: #fff;
`;

/** The home page's intro video, shown until closed; closing sets constants.homeVideo (spec §4). */
const IntroVideoModal = ({ url }: { url: string }) => {
  const { t } = useTranslation('catalog');
  const setHomeVideo = useSessionStore((state) => state.setHomeVideo);
  return (
    <Dialog
      open
      title={t('introVideo')}
      onClose={() => setHomeVideo(true)}
      closeLabel={t('common:close')}
    >
      <Frame>
        <Suspense fallback={<SpinnerIcon />}>
          <ReactPlayer
            src={url}
            playing
            muted
            controls
            playsInline
            width="100%"
            height="100%"
            aria-label={t('introVideo')}
          />
        </Suspense>
      </Frame>
    </Dialog>
  );
};

export default IntroVideoModal;
