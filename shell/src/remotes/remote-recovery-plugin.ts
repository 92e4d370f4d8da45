import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { SharedUsage } from './shared-usage-skew';

// The plugin is registered by the entry chunk (index.ts), before the shared modules have loaded,
// so that the current route's remote can be preloaded meanwhile: @lms/shared, a shared singleton,
// is imported only when an error has to be made.
const shared = () => import('@lms/shared');

/** A manifest or remote entry that does not answer within this time fails (no endless spinner). */
export const REMOTE_TIMEOUT_MS = 6_000;

/** What a remote's mf-manifest.json says it needs (the fields this plugin reads). */
interface Manifest {
  shared?: { name: string; requiredVersion?: string }[];
  metaData?: { lmsShared?: SharedUsage };
}

export interface RecoveryOptions {
  /** Drops the runtime's state of a remote, so the next load fetches its manifest again. */
  forget: (remote: string) => void;
  /** Names the shared packages, exports and session fields that do not fit ([] when all fit). */
  checkManifest?: (remote: string, manifest: Manifest) => string[] | Promise<string[]>;
  timeoutMs?: number;
}

const fetchWithTimeout = async (url: string, init: RequestInit, ms: number) => {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    // Never from the HTTP cache: a remote deployed since the last load is seen at once, and a
    // request left hanging holds no cache lock that the next try would wait behind.
    return await fetch(url, { ...init, cache: 'no-store', signal: abort.signal });
  } catch (error) {
    if (abort.signal.aborted) throw new (await shared()).RemoteTimeoutError(url, ms);
    throw error;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The federation runtime's side of "one remote down leaves the rest up" (architecture §2):
 * - every manifest and remote entry load has a time limit;
 * - a manifest answered with an error status is a failure, not a JSON parse error later;
 * - a remote whose manifest needs shared versions the shell does not provide, or imports an
 *   export of @lms/shared (or was built with a session field) the shell's copy lacks, is refused
 *   with RemoteVersionSkewError (the area then says it is being updated, without a Retry);
 * - a failed load makes the runtime forget the remote, so a retry really loads again;
 * - a chunk missing after a deploy (ChunkLoadError) is retried once from the new manifest.
 */
export const remoteRecoveryPlugin = ({
  forget,
  checkManifest,
  timeoutMs = REMOTE_TIMEOUT_MS,
}: RecoveryOptions): ModuleFederationRuntimePlugin => {
  const retrying = new Set<string>();
  return {
    name: 'lms-remote-recovery',

    async fetch(url, init, remoteInfo) {
      const response = await fetchWithTimeout(url, init ?? {}, timeoutMs);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      if (checkManifest && remoteInfo?.name) {
        const problems = await checkManifest(
          remoteInfo.name,
          (await response.clone().json()) as Manifest,
        );
        if (problems.length > 0) {
          throw new (await shared()).RemoteVersionSkewError(remoteInfo.name, problems);
        }
      }
      return response;
    },

    createScript() {
      return { timeout: timeoutMs };
    },

    async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      const name = (remote as { name?: string } | undefined)?.name ?? id.split('/')[0] ?? id;
      forget(name);
      const { isChunkLoadError } = await shared();
      if (lifecycle === 'onLoad' && isChunkLoadError(error) && !retrying.has(id)) {
        retrying.add(id);
        try {
          return await origin.loadRemote(id);
        } finally {
          retrying.delete(id);
        }
      }
      return undefined;
    },
  };
};
