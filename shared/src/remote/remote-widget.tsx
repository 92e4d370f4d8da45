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
import { settled } from './route-manifest';

import {
  RemoteTimeoutError,
  failureKind,
  isChunkLoadError,
  isTimeout,
  isVersionSkew,
  type RemoteFailureKind,
} from './remote-errors';

/** Loads an exposed module of a remote, e.g. ('learning', './CourseLearning'). */
export type RemoteModuleLoader = (remote: string, module: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;
let forget: ((remote: string) => void) | null = null;

/**
 * The shell registers its runtime loader, and how to forget a remote so the next load fetches
 * its manifest and entry again; a remote running alone has none (architecture §1).
 */
export const setRemoteModuleLoader = (
  next: RemoteModuleLoader,
  options: { forget?: (remote: string) => void } = {},
) => {
  loader = next;
  forget = options.forget ?? null;
};

export const loadRemoteModule = (remote: string, module: string): Promise<unknown> =>
  loader ? loader(remote, module) : Promise.reject(new Error(`No loader for ${remote}/${module}`));

/** Drops what the runtime holds of `remote`, so the next load starts from its manifest. */
export const forgetRemote = (remote: string) => forget?.(remote);

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

const Area = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  margin: 0 0 0.5rem;
`;

interface RemoteFallbackProps {
  /** The remote whose area this is; its name is shown in the user's language. */
  remote?: string;
  /** 'updating' (a version that does not fit the shell) offers no retry: it cannot help. */
  kind?: RemoteFailureKind;
  onRetry?: () => void;
}

/** The translated fallback for an area that could not be loaded, with a retry button. */
export const RemoteFallback = ({ remote, kind = 'unavailable', onRetry }: RemoteFallbackProps) => {
  const { t, i18n } = useTranslation();
  const areaKey = `remoteArea_${remote}`;
  const updating = kind === 'updating';
  return (
    <Box role="alert" data-testid="remote-fallback" data-remote={remote} data-kind={kind}>
      {remote && i18n.exists(areaKey) && <Area>{t('remoteArea', { area: t(areaKey) })}</Area>}
      <h2>{t(updating ? 'remoteUpdatingTitle' : 'remoteUnavailableTitle')}</h2>
      <p>{t(updating ? 'remoteUpdatingText' : 'remoteUnavailableText')}</p>
      {onRetry && !updating && <Button onClick={onRetry}>{t('retry')}</Button>}
    </Box>
  );
};

interface BoundaryProps {
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
  resetKey?: unknown;
  onError?: (error: unknown) => void;
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
    this.props.onError?.(error);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

export const RETRY_DELAYS_MS = [300, 1000];

/**
 * Tries a load, then retries twice with a pause (architecture §2). A load that timed out or a
 * version that does not fit is not tried again: the answer would be the same, only later.
 */
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
      if (isTimeout(error) || isVersionSkew(error)) break;
      const delay = delays[attempt];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw lastError;
};

/** A load that never settles still ends: the area shows its fallback after this long. */
export const REMOTE_LOAD_DEADLINE_MS = 9_000;

const withDeadline = <T,>(loading: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteTimeoutError(what, REMOTE_LOAD_DEADLINE_MS)),
      REMOTE_LOAD_DEADLINE_MS,
    );
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

type AnyComponent = ComponentType<object>;

/**
 * The lazy components of the areas on screen, one per remote and part, made outside render so
 * React keeps their state. A failed one is dropped when its boundary catches the failure, so
 * both Retry and coming back to the page really load again.
 */
const lazies = new Map<string, LazyExoticComponent<AnyComponent>>();

const lazyFor = (
  key: string,
  load: () => Promise<AnyComponent>,
  loaded?: () => AnyComponent | undefined,
) => {
  let Lazy = lazies.get(key);
  if (!Lazy) {
    // The remote's component is often lazy itself, and lazy cannot resolve to lazy: wrap it.
    const wrap = (Found: AnyComponent) => ({ default: (props: object) => <Found {...props} /> });
    Lazy = lazy(() => {
      const Found = loaded?.();
      if (Found) return settled(wrap(Found));
      return withDeadline(load(), key).then(wrap);
    });
    lazies.set(key, Lazy);
  }
  return Lazy;
};

/**
 * Drops the loaded areas of `remote`, so each area rendered from now on loads its component
 * again: used when an open tab switches to the remote's new release at a page change.
 */
export const forgetLoadedAreas = (remote: string) => {
  for (const key of [...lazies.keys()]) if (key.startsWith(`${remote}/`)) lazies.delete(key);
};

/** Each skewed remote is reported once, with its name and what does not fit. */
const reportedSkew = new Set<string>();

const reportFailure = (remote: string, error: unknown) => {
  if (!isVersionSkew(error) || reportedSkew.has(remote)) return;
  reportedSkew.add(remote);
  console.error(`[remote] ${remote} does not fit this shell and is shown as being updated:`, error);
};

interface RemoteAreaProps<P> {
  remote: string;
  /** What of the remote this area shows (a module or page); with `remote`, the cache key. */
  part: string;
  /** Loads the component; called again after a failure (Retry, or coming back). */
  load: () => Promise<ComponentType<P>>;
  /** The component when it is loaded already (preloaded at start-up): rendered without a wait. */
  loaded?: () => ComponentType<P> | undefined;
  props: P;
  fallback?: ReactNode;
  loading?: ReactNode;
}

/**
 * One area of the screen that a remote fills: loading, fallback, retry and recovery. A chunk
 * missing after a deploy makes the remote forgotten and loaded once more from its new manifest
 * before the fallback is shown.
 */
export function RemoteArea<P extends object>({
  remote,
  part,
  load,
  loaded,
  props,
  fallback,
  loading,
}: RemoteAreaProps<P>) {
  const { t } = useTranslation();
  const key = `${remote}/${part}`;
  const [attempt, setAttempt] = useState(0);
  const [kind, setKind] = useState<RemoteFailureKind>('unavailable');
  const [reloadedAfterDeploy, setReloadedAfterDeploy] = useState(false);
  const Lazy = lazyFor(
    key,
    load as () => Promise<AnyComponent>,
    loaded as (() => AnyComponent | undefined) | undefined,
  ) as unknown as LazyExoticComponent<ComponentType<P>>;
  const onError = (error: unknown) => {
    lazies.delete(key);
    setKind(failureKind(error));
    reportFailure(remote, error);
    // Whatever failed (a load, a missing chunk, a render), the next try starts from the manifest,
    // so a fixed release is picked up.
    forgetRemote(remote);
    if (isChunkLoadError(error)) {
      if (!reloadedAfterDeploy) {
        setReloadedAfterDeploy(true);
        setAttempt((n) => n + 1);
      }
    }
  };
  return (
    <RemoteBoundary
      resetKey={`${key}#${attempt}`}
      onError={onError}
      fallback={() =>
        fallback ?? (
          <RemoteFallback remote={remote} kind={kind} onRetry={() => setAttempt((n) => n + 1)} />
        )
      }
    >
      <Suspense fallback={loading ?? <Spinner label={t('loading')} />}>
        <Lazy {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Loads an exposed component (its default export), with the retries of `withRetry`. */
const loadExposed = async (remote: string, module: string): Promise<AnyComponent> => {
  const loaded = (await withRetry(() => loadRemoteModule(remote, module))) as {
    default?: AnyComponent;
  };
  const Found = loaded?.default;
  if (!Found) throw new Error(`${remote}/${module} has no default export`);
  return Found;
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
  return (
    <RemoteArea<P>
      remote={remote}
      part={module}
      load={() => loadExposed(remote, module) as Promise<ComponentType<P>>}
      props={props}
      fallback={fallback}
      loading={loading}
    />
  );
}
