import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid rgba(11, 79, 138, 0.2);
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 2rem 0;
`;

export const SpinnerIcon = ({ size = 28 }: { size?: number }) => (
  <Ring $size={size} aria-hidden="true" />
);

/** A centred spinner with an accessible label. */
export const Spinner = ({ label, size = 36 }: { label: string; size?: number }) => (
  <Wrapper role="status" aria-live="polite">
    <SpinnerIcon size={size} />
    <span className="visually-hidden">{label}</span>
  </Wrapper>
);
