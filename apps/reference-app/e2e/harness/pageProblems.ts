import type { BrowserContext } from 'playwright-core';

/** What went wrong in a context's pages, for the report of a failed test. */
export type PageProblems = {
  /** Each page's current URL and the uncaught errors and console errors it had, one per line. */
  describe(): string;
};

/** Records uncaught errors and console errors of every page `context` opens. */
export function watchPageProblems(context: BrowserContext): PageProblems {
  const pages: { url: () => string; problems: string[] }[] = [];
  context.on('page', (page) => {
    const problems: string[] = [];
    pages.push({ url: () => page.url(), problems });
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
  });
  return {
    describe: () =>
      pages
        .map(({ url, problems }) =>
          [`page at ${url()}`, ...problems.map((problem) => `  ${problem}`)].join('\n'),
        )
        .join('\n'),
  };
}
