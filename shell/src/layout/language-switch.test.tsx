import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { LanguageSwitch } from './language-switch';

beforeAll(() => initTestI18n('tr'));

it('names each language button by what it shows, then the language (WCAG 2.5.3)', async () => {
  renderWithProviders(<LanguageSwitch />);
  const group = screen.getByRole('group', { name: 'Dil' });
  const turkish = screen.getByRole('button', { name: 'TR Türkçe' });
  const english = screen.getByRole('button', { name: 'EN English' });
  expect(group).toContainElement(english);
  expect(turkish).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(english);
  expect(await screen.findByRole('button', { name: 'EN English', pressed: true })).toBeVisible();
});
