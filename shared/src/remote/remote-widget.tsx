import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Loads an exposed module of a remote, e.g. ('learning', './CourseLearning'). */
export type RemoteModuleLoader = (remote: string, module: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** The shell registers its runtime loader; a remote running alone has none (architecture §1). */
export const setRemoteModuleLoader = (next: RemoteModuleLoader) => {
  loader = next;
};

export const loadRemoteModule = (remote: string, module: string): Promise<unknown> =>
  loader ? loader(remote, module) : Promise.reject(new Error(`No loader for ${remote}/${module}`));

const Box = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  margin: 1.5rem auto;
  max-width: 640px;
  h2 {
    margin-top: 0;
  }
`;

/** The translated fallback for a part that could not be loaded, with a retry button. */
export const RemoteFallback = ({ onRetry }: { onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h2>{t('remoteUnavailableTitle')}</h2>
      <p>{t('remoteUnavailableText')}</p>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Box>
  );
};

interface BoundaryProps {
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
  resetKey?: unknown;
}

interface BoundaryState {
  failed: boolean;
  resetKey?: unknown;
}

/** Catches a remote that throws while loading or rendering, so the page stays up. */
export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('[remote]', error);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

export const RETRY_DELAYS_MS = [300, 1000];

/** Tries a load, then retries twice with a pause (architecture §2). */
export const withRetry = async <T,>(
  load: () => Promise<T>,
  delays = RETRY_DELAYS_MS,
): Promise<T> => {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw lastError;
};

const lazyWidgets = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/** One lazy component per module and attempt, made outside render so React keeps its state. */
const lazyWidget = (remote: string, module: string, attempt: number) => {
  const key = `${remote}/${module}#${attempt}`;
  let Lazy = lazyWidgets.get(key);
  if (!Lazy) {
    Lazy = lazy(async () => {
      const loaded = (await withRetry(() => loadRemoteModule(remote, module))) as {
        default?: ComponentType<object>;
      };
      const Found = loaded?.default as ComponentType<object> | undefined;
      if (!Found) throw new Error(`${remote}/${module} has no default export`);
      // The exposed component may be lazy itself, and lazy cannot resolve to lazy: wrap it.
      return { default: (props: object) => <Found {...props} /> };
    });
    lazyWidgets.set(key, Lazy);
  }
  return Lazy;
};

interface RemoteWidgetProps<P> {
  remote: string;
  module: string;
  props: P;
  /** Shown while the remote is missing (not shipped yet, or down). */
  fallback?: ReactNode;
  /** Shown while the module loads (default: a spinner). */
  loading?: ReactNode;
}

/** Renders another remote's exposed component at run time, with a fallback. */
export function RemoteWidget<P extends object>({
  remote,
  module,
  props,
  fallback,
  loading,
}: RemoteWidgetProps<P>) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Lazy = lazyWidget(remote, module, attempt) as LazyExoticComponent<ComponentType<P>>;
  return (
    <RemoteBoundary
      resetKey={attempt}
      fallback={() => fallback ?? <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={loading ?? <Spinner label={t('loading')} />}>
        <Lazy {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** What a remote's `./routes` module default-exports: the pages it owns, by the shell's page id. */
export interface RemoteRoutes {
  pages: Partial<Record<string, ComponentType>>;
}
