import styled from 'styled-components';

/** The lists of the site's content: one row per item, its actions wrapping on a phone. */
export const ItemTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 2rem;
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid #e1e6eb;
    vertical-align: middle;
  }
  td.actions button {
    margin: 0.2rem 0.5rem 0.2rem 0;
  }
  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr,
    td {
      display: block;
    }
    tr {
      border-bottom: 1px solid #e1e6eb;
      padding: 0.5rem 0;
    }
    td {
      border: 0;
      padding: 0.25rem 0;
    }
  }
`;
