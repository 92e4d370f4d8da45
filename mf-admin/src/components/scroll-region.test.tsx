import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '@lms/shared';
import { ScrollRegion } from './scroll-region';

const Orders = styled(ScrollRegion)`
  margin-bottom: 1rem;
`;

const renderTable = (minWidth?: string) =>
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Önce</button>
      <Orders label="Siparişler" minWidth={minWidth}>
        <table>
          <tbody>
            <tr>
              <td>LMS-1001</td>
            </tr>
          </tbody>
        </table>
      </Orders>
    </ThemeProvider>,
  );

describe('ScrollRegion', () => {
  it('is a region named by its label that the keyboard reaches next, so it can be scrolled', async () => {
    renderTable();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Önce' })).toHaveFocus();
    await userEvent.tab();
    const region = screen.getByRole('region', { name: 'Siparişler' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('cell', { name: 'LMS-1001' }));
  });

  it('scrolls sideways and keeps the styles a page adds to it', () => {
    renderTable();
    const style = getComputedStyle(screen.getByRole('region', { name: 'Siparişler' }));
    expect(style.overflowX).toBe('auto');
    expect(style.marginBottom).toBe('1rem');
  });

  it('keeps its table at the width asked, so a phone scrolls it rather than squeezing its columns', () => {
    renderTable('560px');
    const table = screen.getByRole('table');
    expect(getComputedStyle(table).minWidth).toBe('560px');
    expect(getComputedStyle(table).borderCollapse).toBe('collapse');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'LMS-1001' })).textAlign).toBe('left');
  });

  it('lets a table without a width fit its region', () => {
    renderTable();
    expect(getComputedStyle(screen.getByRole('table')).minWidth).toBe('0');
  });
});
