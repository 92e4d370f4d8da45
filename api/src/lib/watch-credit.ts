/**
 * Watch time that is played, not skipped. A progress save credits a video only with
 * time that could really have passed since the learner's previous save of it: wall-clock time
 * fills a small bucket, and each forward move of the position spends from it. The credited parts
 * are kept as merged intervals, so seeking forward adds nothing and watching a part again does not
 * count twice. Pure: the clock is the caller's (`now`).
 */

/** Spec §9: the player saves every 10 s while playing. */
const SAVE_INTERVAL_SECONDS = 10;
/**
 * What the bucket holds at most: one save interval and a small tolerance for timers and the
 * network. A tab that stayed paused (or a clock that jumped ahead) gains no more than this.
 */
export const CREDIT_BUCKET_SECONDS = SAVE_INTERVAL_SECONDS + 2;
/**
 * Durations are whole seconds (rounded), the player sends whole seconds (floored): a credited
 * move that ends within this of the end reaches the end, so the final save of a video credits it
 * fully.
 */
export const END_SLACK_SECONDS = 1;

export type Interval = [number, number];

export interface WatchState {
  /** The position the previous save (or the start) left. */
  position: number;
  watched: Interval[];
  /** The credit clock; null before the first start or save. */
  clockAt: Date | null;
}

export interface Credit {
  watched: Interval[];
  watchedSeconds: number;
  clockAt: Date;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Adds an interval to sorted, merged intervals. */
export function mergeInterval(intervals: Interval[], [from, to]: Interval): Interval[] {
  const all = [...intervals, [from, to] as Interval].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of all) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const totalOf = (intervals: Interval[]) =>
  round(intervals.reduce((sum, [from, to]) => sum + (to - from), 0));

/**
 * The credit of a save at `position` (whole seconds) at `now`, for a video of `duration`
 * seconds. A first save without a start credits nothing: it only sets the anchor.
 */
export function creditSave(
  state: WatchState | null,
  { position, now, duration }: { position: number; now: Date; duration: number },
): Credit {
  const watched = state?.watched ?? [];
  if (!state?.clockAt) return { watched, watchedSeconds: totalOf(watched), clockAt: now };
  const available = Math.min(
    CREDIT_BUCKET_SECONDS,
    Math.max(0, (now.getTime() - state.clockAt.getTime()) / 1000),
  );
  const moved = position - state.position;
  let spent = 0;
  let next = watched;
  if (moved > 0 && available > 0) {
    spent = Math.min(moved, available);
    let to = state.position + spent;
    // The whole move was played and it ends at the end: the video's rounding is no gap.
    if (spent === moved && to >= duration - END_SLACK_SECONDS) to = Math.max(to, duration);
    next = mergeInterval(watched, [round(state.position), round(Math.min(to, duration))]);
  }
  // What was not spent stays in the bucket; the clock never runs ahead of `now`.
  const clockAt = new Date(now.getTime() - (available - spent) * 1000);
  return { watched: next, watchedSeconds: totalOf(next), clockAt };
}

/** Whether credited seconds meet a rule of `percent` % of a video's `duration`. */
export const meetsRule = (watchedSeconds: number, duration: number, percent: number) =>
  watchedSeconds * 100 + 1e-6 >= duration * percent;
