import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type Participant } from '@lms/shared';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    padding: 0.55rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  td.actions {
    white-space: nowrap;
    text-align: right;
  }
  td.email {
    word-break: break-all;
  }
  @media (max-width: 640px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding: 0.4rem 0;
    }
    td {
      border: 0;
      padding: 0.15rem 0.4rem;
    }
    td.actions {
      grid-row: 1 / span 2;
      grid-column: 2;
      align-self: center;
    }
  }
`;

export interface ParticipantsTableProps {
  participants: Participant[];
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** The participants of the order; every course in the basket is bought for each of them. */
export const ParticipantsTable = ({ participants, onEdit, onDelete }: ParticipantsTableProps) => {
  const { t } = useTranslation();
  return (
    <Table>
      <caption className="visually-hidden">{t('checkout:participants')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('checkout:participantFullName')}</th>
          <th scope="col">{t('checkout:participantEmail')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('checkout:actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {participants.map((person, index) => (
          <tr key={person.email}>
            <td>
              {person.name} {person.surname}
            </td>
            <td className="email">{person.email}</td>
            <td className="actions">
              <Button
                variant="ghost"
                aria-label={t('checkout:editParticipantOf', { email: person.email })}
                onClick={() => onEdit(index)}
              >
                {t('checkout:edit')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('checkout:deleteParticipantOf', { email: person.email })}
                onClick={() => onDelete(index)}
              >
                {t('checkout:delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
};
