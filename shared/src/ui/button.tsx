import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';

/** How a button looks, for a `<button>` and for a link that acts as one. */
const buttonLook = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  text-decoration: none;
  ${({ $variant = 'primary', theme }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: #fff;
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryDark};
        }
      `,
      secondary: css`
        background: #fff;
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
      `,
      ghost: css`
        background: transparent;
        color: inherit;
      `,
      danger: css`
        background: ${theme.colors.accent};
        color: #fff;
      `,
      success: css`
        background: ${theme.colors.success};
        color: #fff;
      `,
    })[$variant]}
`;

const StyledButton = styled.button<{ $variant: Variant; $block: boolean }>`
  ${buttonLook}
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with a loading state: disabled, busy and showing a spinner while loading. */
export const Button = ({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <StyledButton
    type={type}
    $variant={variant}
    $block={block}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <SpinnerIcon size={16} />}
    {children}
  </StyledButton>
);

/**
 * A link that looks like a button: a page to go to or a file to download, never an action
 * (an action is a `Button`). With react-router: `<ButtonLink as={Link} to="/account/orders">`.
 */
export const ButtonLink = styled.a<{ $variant?: Variant }>`
  ${buttonLook}
`;
