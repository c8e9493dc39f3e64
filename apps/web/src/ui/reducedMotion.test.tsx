import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion, withMotionPreference } from './reducedMotion.ts';
import { theme } from './theme.ts';

/** A matchMedia whose "reduce motion" answer the test changes, telling its listeners. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.stubGlobal('matchMedia', (q: string) => {
    expect(q).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    set(v: boolean) {
      matches = v;
      for (const f of listeners) f();
    },
  };
}

function Probe() {
  return <span>{useReducedMotion() ? 'still' : 'moving'}</span>;
}

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns antd's motion off only when less motion is asked for", () => {
    expect(withMotionPreference(theme, false)).toBe(theme);
    const reduced = withMotionPreference(theme, true);
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
  });

  it('follows the setting while the page is open', () => {
    const media = fakeMedia(false);
    render(<Probe />);
    expect(screen.getByText('moving')).toBeTruthy();
    act(() => media.set(true));
    expect(screen.getByText('still')).toBeTruthy();
    act(() => media.set(false));
    expect(screen.getByText('moving')).toBeTruthy();
  });
});
