import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One axe rule a story breaks, with the elements that break it. */
export interface StoryViolation {
  rule: string;
  impact: string | null;
  help: string;
  /** The offending elements: a CSS selector and the start of the element's HTML. */
  elements: { target: string; html: string }[];
}

/** A page's window once {@link AXE_SOURCE} ran in it. */
type AxeWindow = { axe: typeof axe };

/** axe-core's source, for a page's `addInitScript`: every document of the page then carries `axe`. */
export const AXE_SOURCE = axe.source;

/**
 * Storybook's own elements, always in the preview's document; left out as the a11y addon leaves
 * them out, so the addon's panel and this check agree.
 */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * Runs axe, every rule on, over the story on screen in `page`: the document's body without
 * Storybook's own elements, so anything a story puts outside its root is checked too.
 */
export async function axeStory(page: Page): Promise<StoryViolation[]> {
  return page.evaluate(async (exclude) => {
    await document.fonts.ready;
    if (!document.getElementById('storybook-root')?.firstElementChild) {
      throw new Error('The story rendered nothing to check');
    }
    const context = { include: [document.body], exclude };
    const results = await (window as unknown as AxeWindow).axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      elements: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 160),
      })),
    }));
  }, STORYBOOK_ELEMENTS);
}
