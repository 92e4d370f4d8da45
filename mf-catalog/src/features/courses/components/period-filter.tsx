import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';
import type { YearGroup } from '../lib/periods';

export interface SelectedPeriod {
  year?: number;
  month?: number;
}

interface PeriodFilterProps {
  groups: YearGroup[];
  selected: SelectedPeriod;
  onSelect: (period: SelectedPeriod) => void;
}

const Panel = styled.nav`
  ${cardSurface}
  padding: 1rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 0.75rem;
    margin-bottom: 0.5rem;
  }
  button {
    width: 100%;
    text-align: left;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    padding: 0.4rem 0.5rem;
    min-height: 36px;
    border-radius: 6px;
    cursor: pointer;
  }
  button:hover {
    background: #eef3f8;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  .year {
    font-weight: 700;
  }
  @media (max-width: 869px) {
    display: none;
  }
`;

const Dropdown = styled.div`
  display: none;
  margin-bottom: 1rem;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    font: inherit;
  }
  @media (max-width: 869px) {
    display: block;
  }
`;

const valueOf = ({ year, month }: SelectedPeriod) =>
  year === undefined ? '' : month === undefined ? `${year}` : `${year}-${month}`;

const parseValue = (value: string): SelectedPeriod => {
  if (!value) return {};
  const [year, month] = value.split('-').map(Number);
  return month ? { year, month } : { year };
};

/** Years (newest first) and months (ascending) of the course end dates: a side panel on wide
 * screens, a dropdown on small ones (spec §2 "Course list"). */
export const PeriodFilter = ({ groups, selected, onSelect }: PeriodFilterProps) => {
  const { t } = useTranslation('catalog');
  const selectId = useId();
  const isSelected = (period: SelectedPeriod) => valueOf(period) === valueOf(selected);
  return (
    <>
      <Dropdown>
        <label htmlFor={selectId}>{t('filterByDate')}</label>
        <select
          id={selectId}
          value={valueOf(selected)}
          onChange={(event) => onSelect(parseValue(event.target.value))}
        >
          <option value="">{t('allDates')}</option>
          {groups.map((group) => (
            <optgroup key={group.year} label={String(group.year)}>
              <option value={`${group.year}`}>{t('wholeYear', { year: group.year })}</option>
              {group.months.map((month) => (
                <option key={month.month} value={`${group.year}-${month.month}`}>
                  {`${month.name} ${group.year}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Dropdown>
      <Panel aria-label={t('filterByDate')}>
        <h2>{t('filterByDate')}</h2>
        <ul>
          <li>
            <button type="button" aria-pressed={isSelected({})} onClick={() => onSelect({})}>
              {t('allDates')}
            </button>
          </li>
          {groups.map((group) => (
            <li key={group.year}>
              <button
                type="button"
                className="year"
                aria-pressed={isSelected({ year: group.year })}
                onClick={() => onSelect({ year: group.year })}
              >
                {group.year}
              </button>
              <ul>
                {group.months.map((month) => (
                  <li key={month.month}>
                    <button
                      type="button"
                      aria-pressed={isSelected({ year: group.year, month: month.month })}
                      aria-label={`${month.name} ${group.year}`}
                      onClick={() => onSelect({ year: group.year, month: month.month })}
                    >
                      {month.name}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
};
