import type { Browser, Page } from 'playwright-core';

/** A fixed number of browser pages lent out one task at a time, so tasks run that many at once. */
export interface PagePool {
  /** Runs `task` on the next free page, waiting for one if all are busy. */
  use<T>(task: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens `size` pages of one browser context, each prepared by `setup` before first use. */
export async function createPagePool(
  browser: Browser,
  size: number,
  setup: (page: Page) => Promise<unknown>,
): Promise<PagePool> {
  const context = await browser.newContext();
  const free: Page[] = [];
  for (let n = 0; n < size; n++) {
    const page = await context.newPage();
    await setup(page);
    free.push(page);
  }
  const waiting: ((page: Page) => void)[] = [];
  const release = (page: Page) => {
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  };
  return {
    async use(task) {
      const page = free.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
      try {
        return await task(page);
      } finally {
        release(page);
      }
    },
    close: () => context.close(),
  };
}
