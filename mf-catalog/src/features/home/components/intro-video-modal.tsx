import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, SpinnerIcon, useSessionStore } from '@lms/shared';

const ReactPlayer = lazy(() => import(/* webpackChunkName: "react-player" */ 'react-player'));

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

/** The caption languages, each by its own name. */
const CAPTION_LABELS = { tr: 'Türkçe', en: 'English' } as const;

/**
 * The home page's intro video, shown until closed; closing sets constants.homeVideo (spec §4).
 * It plays muted, so its Turkish and English captions are on from the start, in the
 * site's language; the player's menu switches them.
 */
const IntroVideoModal = ({
  url,
  captions,
}: {
  url: string;
  captions: Record<'tr' | 'en', string> | null;
}) => {
  const { t, i18n } = useTranslation('catalog');
  const language = i18n.language?.startsWith('en') ? 'en' : 'tr';
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
            // The captions come from the API's origin: the element asks for them with CORS.
            crossOrigin="anonymous"
            aria-label={t('introVideo')}
          >
            {captions &&
              (['tr', 'en'] as const).map((lang) => (
                <track
                  key={lang}
                  kind="captions"
                  srcLang={lang}
                  label={CAPTION_LABELS[lang]}
                  src={captions[lang]}
                  default={lang === language}
                />
              ))}
          </ReactPlayer>
        </Suspense>
      </Frame>
    </Dialog>
  );
};

export default IntroVideoModal;
