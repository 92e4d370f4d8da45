import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Group = styled.span`
  display: inline-flex;
  gap: 0.25rem;
  button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid #c3ccd6;
    border-radius: 6px;
    background: #f6f8fa;
    font: inherit;
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.45;
  }
`;

/**
 * Up and down buttons for one item of an ordered list; each names the item it moves. At either
 * end a button is `aria-disabled`, not `disabled`, so the keyboard's focus stays on the item it
 * has just moved there.
 */
export const ReorderButtons = ({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  /** The item's name, read out with the button ("Move 'Who are we?' up"). */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Group>
      <button
        type="button"
        aria-label={t('site.moveUp', { name })}
        aria-disabled={busy || index === 0}
        onClick={() => !busy && index > 0 && onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        aria-label={t('site.moveDown', { name })}
        aria-disabled={busy || index === count - 1}
        onClick={() => !busy && index < count - 1 && onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Group>
  );
};

/** The ids in their new order after moving the item at `from` to `to`. */
export const moved = (ids: number[], from: number, to: number): number[] => {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};
