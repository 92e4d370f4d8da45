import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input } from '@lms/shared';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 3.25rem;
  }
`;

const Reveal = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  height: 100%;
  min-width: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  user-select: none;
  touch-action: none;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Eye = ({ open }: { open: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z"
    />
    <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    {!open && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
  </svg>
);

/** An input's props, its ref included (a form focuses the first invalid field). */
type Props = Omit<ComponentProps<'input'>, 'type'>;

/** A password field whose text shows only while the eye button is held down (spec §2 Login). */
export const PasswordInput = (props: Props) => {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  const hide = () => setShown(false);
  const holdKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setShown(event.type === 'keydown');
    }
  };
  return (
    <Wrap>
      <Input {...props} type={shown ? 'text' : 'password'} />
      <Reveal
        type="button"
        aria-label={t('holdToShowPassword')}
        aria-pressed={shown}
        aria-controls={props.id}
        onPointerDown={(event) => {
          event.preventDefault();
          setShown(true);
        }}
        onPointerUp={hide}
        onPointerLeave={hide}
        onPointerCancel={hide}
        onBlur={hide}
        onKeyDown={holdKey}
        onKeyUp={holdKey}
        onContextMenu={(event) => event.preventDefault()}
      >
        <Eye open={shown} />
      </Reveal>
    </Wrap>
  );
};
