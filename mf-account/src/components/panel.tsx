import styled from 'styled-components';
import { cardSurface } from '@lms/shared';

/** A white card for the account area's children. */
export const Panel = styled.section`
  ${cardSurface}
  padding: clamp(1rem, 3vw, 2rem);
  h2 {
    margin-top: 0;
  }
`;
