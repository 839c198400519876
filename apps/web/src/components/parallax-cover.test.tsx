// The parallax header moves its image layer with the scroll, and stands still for people who ask for less motion.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParallaxCover } from './parallax-cover.tsx';

function scrollTo(top: number) {
  // jsdom lays nothing out: the frame's top is what the scroll moved it to.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 300,
    left: 0,
    right: 0,
    width: 0,
    height: 300,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  window.dispatchEvent(new Event('scroll'));
}
const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((q: string) => ({ matches: reduce && q.includes('reduce'), media: q }) as MediaQueryList) as typeof window.matchMedia;
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ParallaxCover', () => {
  it('lags the image behind the scroll by its factor', async () => {
    reducedMotion(false);
    window.requestAnimationFrame = (cb: FrameRequestCallback) => {
      cb(0);
      return 0;
    };
    render(
      <ParallaxCover height={300} factor={0.5}>
        <img src="data:," alt="Titelbild" />
      </ParallaxCover>,
    );
    expect(screen.getByRole('img', { name: 'Titelbild' })).toBeTruthy();
    await act(async () => scrollTo(-100));
    expect(screen.getByTestId('parallax-layer').style.transform).toBe('translate3d(0px, 50px, 0px)');
  });

  it('stands still with prefers-reduced-motion', async () => {
    reducedMotion(true);
    render(
      <ParallaxCover height={300}>
        <img src="data:," alt="Titelbild" />
      </ParallaxCover>,
    );
    await act(async () => scrollTo(-100));
    expect(screen.getByTestId('parallax-layer').style.transform).toBe('');
  });
});
