import { useLocation } from 'react-router-dom';
import { forgetLoadedAreas, remoteReleaseHeld } from '@lms/shared';
import { forgetRemote, manifestUrlOf, releaseOf, runningReleases } from './remote-loader';

// An open tab follows a remote's new release (docs/decisions/0011): at a page change it asks,
// at most once a while per remote, whether the manifest of each remote it has loaded names
// another release; the next page change then switches to it, unless the remote holds its
// release back (a form being edited, a payment in progress: holdRemoteRelease in @lms/shared).
// The switch forgets the remote and its loaded areas, so what is rendered from then on comes
// from the new release, its strings with it (registerNamespace).

/** A remote's manifest is asked again at most this often (each page change would be too often). */
export const RELEASE_CHECK_INTERVAL_MS = 30_000;

/** A manifest that does not answer within this time is asked again at a later page change. */
const MANIFEST_TIMEOUT_MS = 5_000;

export interface ReleaseFollowerOptions {
  /** The release each remote loaded in this tab runs, by remote. */
  running: () => ReadonlyMap<string, string>;
  /** The release a remote's manifest names now (undefined when it cannot be read). */
  latest: (remote: string) => Promise<string | undefined>;
  /** Whether the remote holds back its switch to a new release. */
  held: (remote: string) => boolean;
  /** Makes what is rendered of the remote from now on come from its new release. */
  switchRelease: (remote: string) => void;
  intervalMs?: number;
  now?: () => number;
}

export const createReleaseFollower = ({
  running,
  latest,
  held,
  switchRelease,
  intervalMs = RELEASE_CHECK_INTERVAL_MS,
  now = Date.now,
}: ReleaseFollowerOptions) => {
  const askedAt = new Map<string, number>();
  /** Remotes whose manifest names a release other than the one this tab runs. */
  const newer = new Set<string>();
  let shown: string | undefined;

  const lookForReleases = async () => {
    const time = now();
    await Promise.all(
      [...running()].map(async ([remote, release]) => {
        const asked = askedAt.get(remote);
        if (newer.has(remote) || (asked !== undefined && time - asked < intervalMs)) return;
        askedAt.set(remote, time);
        const current = await latest(remote).catch(() => undefined);
        if (current && current !== release && running().get(remote) === release) newer.add(remote);
      }),
    );
  };

  return {
    /**
     * Called with the page being rendered, before its areas render: on a page change, remotes
     * with a newer release switch to it (unless held), and the loaded remotes' manifests are
     * asked again (throttled). Calling it again with the same page does nothing.
     */
    pageShown(page: string): Promise<void> {
      const first = shown === undefined;
      if (page === shown) return Promise.resolve();
      shown = page;
      if (first) return Promise.resolve();
      for (const remote of [...newer]) {
        if (held(remote)) continue;
        newer.delete(remote);
        switchRelease(remote);
      }
      return lookForReleases();
    },
    /** Remotes whose new release waits for the next page change (or for their hold to end). */
    waiting: (): string[] => [...newer],
  };
};

/** The release a remote's manifest names now, asked past the HTTP cache (it revalidates). */
const latestRelease = async (remote: string): Promise<string | undefined> => {
  const url = manifestUrlOf(remote);
  if (!url) return undefined;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), MANIFEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: abort.signal });
    return response.ok ? releaseOf(await response.json()) : undefined;
  } finally {
    clearTimeout(timer);
  }
};

/** The shell's follower: the runtime's loaded releases and app-config.json's manifests. */
export const releaseFollower = createReleaseFollower({
  running: runningReleases,
  latest: latestRelease,
  held: remoteReleaseHeld,
  switchRelease: (remote) => {
    forgetRemote(remote);
    forgetLoadedAreas(remote);
  },
});

/**
 * Tells the follower which page is rendered. It renders before the routes (app.tsx), so a
 * switch at a page change is made before the new page's areas load.
 */
export const FollowReleases = () => {
  const { pathname } = useLocation();
  void releaseFollower.pageShown(pathname);
  return null;
};
