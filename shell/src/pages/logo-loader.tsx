import styled, { keyframes } from 'styled-components';
import logo from '../assets/logo.svg';

const pulse = keyframes`50% { opacity: 0.55; transform: scale(0.97); }`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #fff;
  img {
    width: 220px;
    height: auto;
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

/** Full-screen logo while site settings load (spec §2). */
export const LogoLoader = ({ label }: { label: string }) => (
  <Screen role="status" aria-label={label}>
    <img src={logo} alt="" width={220} height={60} />
  </Screen>
);
