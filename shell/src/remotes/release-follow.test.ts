import { createReleaseFollower } from './release-follow';

jest.mock('@lms/shared', () => ({ forgetLoadedAreas: jest.fn(), remoteReleaseHeld: jest.fn() }));
jest.mock('./remote-loader', () => ({
  forgetRemote: jest.fn(),
  manifestUrlOf: jest.fn(),
  releaseOf: jest.fn(),
  runningReleases: jest.fn(),
}));

/** A tab that runs checkout's release `a1` and catalog's `c1`; the deployed releases in `deployed`. */
const setup = () => {
  let time = 0;
  const running = new Map([
    ['checkout', 'a1'],
    ['catalog', 'c1'],
  ]);
  const deployed = new Map(running);
  const held = new Set<string>();
  const asked: string[] = [];
  const switched: string[] = [];
  const follower = createReleaseFollower({
    running: () => running,
    latest: async (remote) => {
      asked.push(remote);
      return deployed.get(remote);
    },
    held: (remote) => held.has(remote),
    switchRelease: (remote) => {
      switched.push(remote);
      running.delete(remote);
    },
    intervalMs: 30_000,
    now: () => time,
  });
  const wait = (ms: number) => {
    time += ms;
  };
  return { follower, deployed, held, asked, switched, wait };
};

describe('an open tab following a release', () => {
  it('notices a new release at a page change and switches to it at the next one', async () => {
    const { follower, deployed, asked, switched } = setup();
    await follower.pageShown('/user/cart');
    expect(asked).toEqual([]); // the first page was loaded with what is deployed
    deployed.set('checkout', 'a2');
    await follower.pageShown('/faqs');
    expect(asked).toEqual(['checkout', 'catalog']);
    expect(follower.waiting()).toEqual(['checkout']);
    expect(switched).toEqual([]); // never under the page being shown
    await follower.pageShown('/user/cart');
    expect(switched).toEqual(['checkout']);
    expect(follower.waiting()).toEqual([]);
  });

  it('does nothing when the same page renders again', async () => {
    const { follower, deployed, asked, switched } = setup();
    await follower.pageShown('/faqs');
    deployed.set('checkout', 'a2');
    await follower.pageShown('/');
    await follower.pageShown('/');
    await follower.pageShown('/');
    expect(switched).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('asks each manifest at most once per interval', async () => {
    const { follower, deployed, asked, wait } = setup();
    await follower.pageShown('/a');
    await follower.pageShown('/b');
    expect(asked).toEqual(['checkout', 'catalog']);
    deployed.set('catalog', 'c2');
    wait(29_000);
    await follower.pageShown('/c');
    expect(asked).toHaveLength(2);
    expect(follower.waiting()).toEqual([]);
    wait(1_000);
    await follower.pageShown('/d');
    expect(asked).toHaveLength(4);
    expect(follower.waiting()).toEqual(['catalog']);
  });

  it('keeps the release while the remote holds it (a form, a payment), and switches after', async () => {
    const { follower, deployed, held, switched } = setup();
    await follower.pageShown('/user/cart');
    deployed.set('checkout', 'a2');
    held.add('checkout');
    await follower.pageShown('/user/cart/payment');
    await follower.pageShown('/user/cart/contracts');
    expect(switched).toEqual([]);
    expect(follower.waiting()).toEqual(['checkout']);
    held.delete('checkout');
    await follower.pageShown('/user/cart/done');
    expect(switched).toEqual(['checkout']);
  });

  it('a manifest that cannot be read changes nothing', async () => {
    const { follower, deployed, switched } = setup();
    await follower.pageShown('/a');
    deployed.delete('checkout');
    await follower.pageShown('/b');
    await follower.pageShown('/c');
    expect(switched).toEqual([]);
  });
});
