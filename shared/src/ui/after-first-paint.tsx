import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once what the page rendered before them has been painted: the part of a
 * page below the first screen (the home page's later sections, the footer). The first screen is
 * then drawn without waiting for them, and they render in a transition React splits into short
 * slices, so a phone's main thread is never blocked for long. Nothing moves on screen:
 * they come after content that already fills it.
 */
export const AfterFirstPaint = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit is painted, then a task after that frame.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
};
