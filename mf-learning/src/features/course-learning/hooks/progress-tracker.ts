/** Spec §9: progress is saved every 10 s; seeks under 1 s are ignored; unlock in the last 60 s. */
export const PROGRESS_INTERVAL_MS = 10_000;
export const MIN_SEEK_SECONDS = 1;
export const UNLOCK_WINDOW_SECONDS = 60;

export interface ProgressTrackerOptions {
  /** Video length in seconds. */
  duration: number;
  /** Where playback resumes (the start call's answer). */
  startAt?: number;
  /** Saves a position in whole seconds. */
  save: (seconds: number) => Promise<unknown>;
  /** Saves a position while the page is being hidden or closed (a keepalive request). */
  saveOnExit: (seconds: number) => void;
  /**
   * Called after each save of a position inside the last 60 s: the next video opens once the
   * server has credited enough of this one, which may take more than one save.
   */
  onNearEnd: () => void;
}

/**
 * The timing rules of video progress, free of React and the player: the player's events go in,
 * saves come out. One tracker per selected video.
 */
export class ProgressTracker {
  private position: number;
  private lastSaved: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private seekOrigin: number | null = null;
  private nearEndReported = false;

  constructor(private readonly options: ProgressTrackerOptions) {
    this.position = options.startAt ?? 0;
    this.lastSaved = options.startAt ?? null;
  }

  /** The current position in whole seconds, within the video. */
  get seconds(): number {
    return Math.min(Math.max(0, Math.floor(this.position)), Math.floor(this.options.duration));
  }

  play() {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), PROGRESS_INTERVAL_MS);
  }

  pause() {
    this.stopTimer();
    this.flush();
  }

  timeUpdate(currentTime: number) {
    this.position = currentTime;
    this.checkNearEnd();
  }

  /** The player started moving the playhead; remember where from. */
  seeking() {
    this.seekOrigin ??= this.position;
  }

  /** A seek ended: saved at once, unless it moved less than a second. */
  seeked(currentTime: number) {
    const origin = this.seekOrigin ?? this.position;
    this.seekOrigin = null;
    this.position = currentTime;
    if (Math.abs(currentTime - origin) < MIN_SEEK_SECONDS) return;
    if (!this.checkNearEnd()) this.flush();
  }

  /** The page is being hidden or unloaded: nothing may be lost. */
  hide() {
    const seconds = this.seconds;
    if (seconds === this.lastSaved) return;
    this.lastSaved = seconds;
    this.options.saveOnExit(seconds);
  }

  /** Another video was chosen or the section left: save where this one stopped. */
  stop() {
    this.stopTimer();
    this.flush();
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private flush(): Promise<unknown> {
    const seconds = this.seconds;
    if (seconds === this.lastSaved) return Promise.resolve();
    this.lastSaved = seconds;
    return this.options
      .save(seconds)
      .then(() => {
        if (this.nearEndReported && this.inWindow(seconds)) this.options.onNearEnd();
      })
      .catch(() => undefined);
  }

  private inWindow(seconds: number) {
    return seconds > 0 && this.options.duration - seconds <= UNLOCK_WINDOW_SECONDS;
  }

  /** In the last 60 s, the position is saved first, so the server can unlock the next video. */
  private checkNearEnd(): boolean {
    if (this.nearEndReported || this.position <= 0) return false;
    if (this.options.duration - this.position > UNLOCK_WINDOW_SECONDS) return false;
    this.nearEndReported = true;
    const seconds = this.seconds;
    this.lastSaved = seconds;
    void this.options
      .save(seconds)
      .then(() => this.options.onNearEnd())
      .catch(() => {
        // Not saved: try again on a later update, but not before the next save is due.
        this.lastSaved = null;
        setTimeout(() => {
          this.nearEndReported = false;
        }, PROGRESS_INTERVAL_MS);
      });
    return true;
  }
}
