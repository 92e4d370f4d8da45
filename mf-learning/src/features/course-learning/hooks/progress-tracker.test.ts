import {
  MIN_SEEK_SECONDS,
  PROGRESS_INTERVAL_MS,
  ProgressTracker,
  UNLOCK_WINDOW_SECONDS,
} from './progress-tracker';

const setup = (duration = 300, startAt = 0) => {
  const saved: number[] = [];
  const onExit: number[] = [];
  const onNearEnd = jest.fn();
  const tracker = new ProgressTracker({
    duration,
    startAt,
    save: (seconds) => {
      saved.push(seconds);
      return Promise.resolve();
    },
    saveOnExit: (seconds) => onExit.push(seconds),
    onNearEnd,
  });
  /** Plays for `seconds`, with the player's time updates every 250 ms. */
  const playFor = (seconds: number, from: number) => {
    for (let t = 0.25; t <= seconds + 1e-9; t += 0.25) {
      tracker.timeUpdate(from + t);
      jest.advanceTimersByTime(250);
    }
  };
  return { tracker, saved, onExit, onNearEnd, playFor };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProgressTracker', () => {
  it('saves the position every 10 s while playing, and not before', () => {
    const { tracker, saved, playFor } = setup();
    expect(PROGRESS_INTERVAL_MS).toBe(10_000);
    tracker.play();
    playFor(9.75, 0);
    expect(saved).toEqual([]);
    playFor(0.25, 9.75);
    expect(saved).toEqual([10]);
    playFor(10, 10);
    expect(saved).toEqual([10, 20]);
  });

  it('stops the interval on pause, saving the exact second at once', () => {
    const { tracker, saved, playFor } = setup();
    tracker.play();
    playFor(13.5, 0);
    tracker.pause();
    expect(saved).toEqual([10, 13]);
    jest.advanceTimersByTime(60_000);
    expect(saved).toEqual([10, 13]);
  });

  it('resumes from the saved position without saving it again', () => {
    const { tracker, saved, playFor } = setup(300, 42);
    tracker.play();
    tracker.pause();
    expect(saved).toEqual([]);
    tracker.play();
    playFor(10, 42);
    expect(saved).toEqual([52]);
  });

  it('ignores seeks under 1 s and saves longer ones at once', () => {
    const { tracker, saved } = setup();
    expect(MIN_SEEK_SECONDS).toBe(1);
    tracker.timeUpdate(30.2);
    tracker.seeking();
    tracker.timeUpdate(30.9);
    tracker.seeked(30.9);
    expect(saved).toEqual([]);

    tracker.seeking();
    tracker.timeUpdate(95);
    tracker.seeked(95);
    expect(saved).toEqual([95]);

    tracker.seeking();
    tracker.seeked(40);
    expect(saved).toEqual([95, 40]);
  });

  it('in the last 60 s saves first, then asks for the next video after each save', async () => {
    const { tracker, saved, onNearEnd, playFor } = setup(90, 25);
    expect(UNLOCK_WINDOW_SECONDS).toBe(60);
    tracker.play();
    playFor(4.75, 25);
    expect(onNearEnd).not.toHaveBeenCalled();
    playFor(0.25, 29.75);
    expect(saved).toEqual([30]);
    await Promise.resolve();
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    playFor(20, 30);
    // The 10 s rhythm runs from play(), 25 s in: 35 and 45. The server credits played time
    // only, so each of these saves may be the one that opens the next video.
    expect(saved).toEqual([30, 35, 45]);
    await Promise.resolve();
    await Promise.resolve();
    expect(onNearEnd).toHaveBeenCalledTimes(3);
    // The final save at the end asks once more.
    tracker.timeUpdate(90);
    tracker.pause();
    await Promise.resolve();
    await Promise.resolve();
    expect(saved).toEqual([30, 35, 45, 90]);
    expect(onNearEnd).toHaveBeenCalledTimes(4);
  });

  it('reaches the last 60 s by seeking too', async () => {
    const { tracker, saved, onNearEnd } = setup(600);
    tracker.seeking();
    tracker.seeked(570);
    expect(saved).toEqual([570]);
    await Promise.resolve();
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('sends a keepalive save when the page is hidden, only if the position moved', () => {
    const { tracker, saved, onExit, playFor } = setup();
    tracker.play();
    playFor(10, 0);
    tracker.hide();
    expect(onExit).toEqual([]);
    playFor(3, 10);
    tracker.hide();
    expect(onExit).toEqual([13]);
    expect(saved).toEqual([10]);
  });

  it('saves where it stopped when another video is chosen', () => {
    const { tracker, saved, playFor } = setup();
    tracker.play();
    playFor(7, 0);
    tracker.stop();
    expect(saved).toEqual([7]);
    jest.advanceTimersByTime(30_000);
    expect(saved).toEqual([7]);
  });
});
