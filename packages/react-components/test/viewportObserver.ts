import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports: this one reports what is
 * observed as on screen, unless a test holds it off screen (`offScreen`) until it calls
 * `scrollIntoView`.
 */
export const viewport = {
  offScreen: false,
  waiting: [] as { element: Element; report: () => void }[],
  scrollIntoView(element: Element) {
    for (const entry of this.waiting.filter((waiting) => waiting.element.contains(element))) entry.report();
  },
};

class ViewportObserver {
  readonly #callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(element: Element) {
    const report = () =>
      this.#callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    if (viewport.offScreen) viewport.waiting.push({ element, report });
    else queueMicrotask(report);
  }
  unobserve() {}
  disconnect() {
    viewport.waiting = [];
  }
  takeRecords() {
    return [];
  }
}

/** Puts {@link viewport}'s observer in place for each test of the file, everything on screen at first. */
export function stubViewportObserver(): void {
  beforeEach(() => {
    viewport.offScreen = false;
    viewport.waiting = [];
    vi.stubGlobal('IntersectionObserver', ViewportObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
