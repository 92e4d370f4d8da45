// How a remote's load failed decides what the user is told: "try again" only where trying can help.

/** Why an area shows its fallback: down for now (retry helps), or built for another shell. */
export type RemoteFailureKind = 'unavailable' | 'updating';

/** A remote that needs other shared packages (or another federation runtime) than the shell's. */
export class RemoteVersionSkewError extends Error {
  override name = 'RemoteVersionSkewError';

  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`${remote} does not fit this shell: ${problems.join('; ')}`);
  }
}

/** A load that got no answer in time. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';

  constructor(
    readonly url: string,
    ms: number,
  ) {
    super(`${url} did not answer within ${ms} ms`);
  }
}

const text = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** The federation runtime rewraps errors in its own message; the original name stays in it. */
export const isVersionSkew = (error: unknown) =>
  /RemoteVersionSkewError|does not satisfy the requirement/.test(text(error));

export const isTimeout = (error: unknown) =>
  /RemoteTimeoutError|TimeoutError|timed out/.test(text(error));

/** A chunk of an already loaded remote is gone (most often: the remote was deployed since). */
export const isChunkLoadError = (error: unknown) =>
  /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed/.test(text(error));

export const failureKind = (error: unknown): RemoteFailureKind =>
  isVersionSkew(error) ? 'updating' : 'unavailable';
