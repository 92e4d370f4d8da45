import styled from 'styled-components';

/** A white card for the account area's children. */
export const Panel = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: clamp(1rem, 3vw, 2rem);
  h2 {
    margin-top: 0;
  }
`;
