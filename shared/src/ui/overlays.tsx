import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { SpinnerIcon } from './spinner';
import { AUTO_CLOSE_MS, useMessageStore } from './message-store';

const OverlayLayer = styled.div<{ $backdrop: boolean }>`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: ${({ theme }) => theme.layers.overlay};
  background: ${({ $backdrop }) => ($backdrop ? 'rgba(255, 255, 255, 0.7)' : 'transparent')};
  pointer-events: ${({ $backdrop }) => ($backdrop ? 'auto' : 'none')};
`;

const Pill = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: 50px;
  padding: 0 1.25rem;
  background: #fff;
  border-radius: 25px;
  box-shadow: ${({ theme }) => theme.shadow};
  font-weight: 600;
`;

/** 'Lütfen bekleyiniz' with a spinner, optionally over a backdrop (spec §2, §9: layer 50, 50 px). */
export const LoadingOverlay = ({ backdrop = true }: { backdrop?: boolean }) => {
  const { t } = useTranslation();
  return (
    <OverlayLayer $backdrop={backdrop} role="status" aria-live="polite">
      <Pill>
        <SpinnerIcon size={22} />
        <span>{t('pleaseWait')}</span>
      </Pill>
    </OverlayLayer>
  );
};

const MessageBox = styled.div<{ $kind: 'info' | 'error' }>`
  position: fixed;
  left: 50%;
  top: 1.5rem;
  transform: translateX(-50%);
  width: min(520px, calc(100% - 2rem));
  z-index: ${({ theme }) => theme.layers.message};
  background: ${({ $kind, theme }) => ($kind === 'error' ? theme.colors.errorBg : theme.colors.infoBg)};
  color: ${({ $kind, theme }) => ($kind === 'error' ? theme.colors.error : theme.colors.info)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1rem 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

/** Info (blue) or error (red) message, hidden until one is shown (spec §2, §8). */
export const MessageOverlay = () => {
  const { t } = useTranslation();
  const message = useMessageStore((s) => s.message);
  const hide = useMessageStore((s) => s.hide);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!message) return undefined;
    confirmRef.current?.focus();
    if (message.kind !== 'error' || !message.autoClose) return undefined;
    const timer = window.setTimeout(hide, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [message, hide]);

  if (!message) return null;
  const confirm = () => {
    hide();
    message.onConfirm?.();
  };
  return (
    <MessageBox
      $kind={message.kind}
      role={message.kind === 'error' ? 'alertdialog' : 'dialog'}
      aria-label={message.title}
      aria-describedby="lms-message-text"
    >
      <p id="lms-message-text" role={message.kind === 'error' ? 'alert' : 'status'}>
        {message.text}
      </p>
      <Button
        ref={confirmRef}
        variant={message.kind === 'error' ? 'danger' : 'primary'}
        onClick={confirm}
      >
        {t('confirm')}
      </Button>
    </MessageBox>
  );
};
