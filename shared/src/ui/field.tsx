import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isBlockedDigitKey } from '../contracts/validators';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const FieldError = styled.div`
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorBg};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  padding: 0.35rem 0.6rem;
  border-radius: 4px;
  font-size: 0.875rem;
`;

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  font: inherit;
  background: #fff;
  &[aria-invalid='true'] { border-color: #c62828; }
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 120px;
  resize: vertical;
`;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Already translated error text; shown in a red block under the field. */
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field whose error sits under it and is announced to screen readers. */
export const Field = ({ label, error, hint, children }: FieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <small id={hintId} style={{ color: '#5b6875' }}>
          {hint}
        </small>
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Wrapper>
  );
};

/** Blocks every key but digits and backspace (plus navigation) on digits-only inputs (spec §5). */
export const blockNonDigitKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (isBlockedDigitKey(event.key, event.ctrlKey || event.metaKey || event.altKey)) {
    event.preventDefault();
  }
};
