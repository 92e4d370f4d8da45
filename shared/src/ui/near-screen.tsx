import { Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Space = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

/**
 * True once the element is within `rootMargin` of the viewport (at once without
 * IntersectionObserver), or once the visitor moves with the Tab key: focus may then reach the
 * place before the screen does, and what it holds must be there to take focus.
 */
const useNearScreen = (rootMargin: string) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [element, near, rootMargin]);
  return [near, setElement] as const;
};

/**
 * Renders its children once their place comes within `margin` of the viewport (by default a
 * screen). Until then, and while their code loads, an empty box of `minHeight` keeps the place,
 * so nothing moves when they arrive. A part whose code is heavy (a form's react-hook-form and
 * zod) is then fetched as the visitor heads for it, never with the page (the home
 * page's JavaScript budget).
 */
export const WhenNearScreen = ({
  minHeight,
  margin = '100% 0px',
  children,
}: {
  minHeight: string;
  /** How far outside the viewport counts as near, as an IntersectionObserver `rootMargin`. */
  margin?: string;
  children: ReactNode;
}) => {
  const [near, ref] = useNearScreen(margin);
  if (!near) return <Space ref={ref} $minHeight={minHeight} data-testid="near-screen-space" />;
  return (
    <Suspense fallback={<Space $minHeight={minHeight} data-testid="near-screen-space" />}>
      {children}
    </Suspense>
  );
};
