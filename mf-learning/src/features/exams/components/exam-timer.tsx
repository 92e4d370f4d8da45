import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatClock } from '../../../lib/format-time';

/** Remaining times (seconds) that are read out; the clock itself stays silent. */
export const TIMER_THRESHOLDS = [600, 300, 60, 30, 10] as const;

const Box = styled.div<{ $urgent: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.4rem 0.9rem;
  border-radius: 999px;
  font-weight: 600;
  background: ${({ $urgent, theme }) => ($urgent ? theme.colors.errorBg : theme.colors.infoBg)};
  color: ${({ $urgent, theme }) => ($urgent ? theme.colors.error : theme.colors.info)};
  [role='timer'] {
    font-variant-numeric: tabular-nums;
    font-size: 1.15rem;
  }
`;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The exam's remaining time. `role="timer"` is not a live region, so screen readers are told
 * the time only when it crosses a threshold; at zero `onTimeUp` submits the exam.
 */
export const ExamTimer = ({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) => {
  const { t } = useTranslation();
  const labelId = useId();
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(remaining);
  const expired = useRef(false);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });

  useEffect(() => {
    const tick = () => setRemaining(secondsUntil(deadline));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    const before = previous.current;
    previous.current = remaining;
    if (remaining === 0) {
      if (!expired.current) {
        expired.current = true;
        setAnnouncement(t('learning:timeUp'));
        timeUp.current();
      }
      return;
    }
    const crossed = TIMER_THRESHOLDS.find((limit) => before > limit && remaining <= limit);
    if (crossed === undefined) return;
    setAnnouncement(
      crossed >= 60
        ? t('learning:timeLeftMinutes', { count: Math.round(crossed / 60) })
        : t('learning:timeLeftSeconds', { count: crossed }),
    );
  }, [remaining, t]);

  return (
    <Box $urgent={remaining <= 60}>
      <span id={labelId}>{t('learning:timeLeft')}</span>
      <span role="timer" aria-labelledby={labelId}>
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </Box>
  );
};
