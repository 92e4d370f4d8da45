import { act, render } from '@testing-library/react';
import { holdRemoteRelease, remoteReleaseHeld, useRemoteReleaseHold } from './release-hold';

describe("holding back a remote's switch to a new release", () => {
  it('holds while any hold is kept; letting go twice counts once', () => {
    const first = holdRemoteRelease('checkout');
    const second = holdRemoteRelease('checkout');
    expect(remoteReleaseHeld('checkout')).toBe(true);
    expect(remoteReleaseHeld('catalog')).toBe(false);
    first();
    first();
    expect(remoteReleaseHeld('checkout')).toBe(true);
    second();
    expect(remoteReleaseHeld('checkout')).toBe(false);
  });

  it('holds while a form is dirty and mounted', () => {
    const Form = ({ dirty }: { dirty: boolean }) => {
      useRemoteReleaseHold('account', dirty);
      return null;
    };
    const view = render(<Form dirty={false} />);
    expect(remoteReleaseHeld('account')).toBe(false);
    view.rerender(<Form dirty />);
    expect(remoteReleaseHeld('account')).toBe(true);
    act(() => view.unmount());
    expect(remoteReleaseHeld('account')).toBe(false);
  });
});
