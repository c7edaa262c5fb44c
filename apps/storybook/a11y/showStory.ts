import type { Page } from 'playwright-core';

/** The toolbar globals a story is shown with. */
export interface StoryGlobals {
  theme: 'light' | 'dark' | 'custom';
  locale: string;
}

/** What a page sees of Storybook's preview. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** Render phases after which the story is on screen, its play function (if any) done. */
const RENDERED = ['completed', 'afterEach', 'finished'];
/** Generous: the hundred-thousand-row table takes a while on a busy machine. */
const RENDER_TIMEOUT_MS = 45_000;
/** How long the DOM must stay still for the story to count as settled (data, effects, transitions). */
const QUIET_MS = 150;
/** The longest the check waits for a story that keeps changing its DOM (an indeterminate progress bar). */
const SETTLE_TIMEOUT_MS = 3000;

/** Records when the DOM last changed; a page needs it (through `addInitScript`) before {@link showStory}. */
export const WATCH_DOM = `
  window.__lastDomChange = performance.now();
  new MutationObserver(() => { window.__lastDomChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

/** The globals each page was loaded with; a story under other globals needs a fresh load. */
const loadedGlobals = new WeakMap<Page, string>();

/** The story's address in a static Storybook build; the a11y addon's own axe run is switched off. */
export function storyUrl(baseUrl: string, storyId: string, globals: StoryGlobals): string {
  const params = `theme:${globals.theme};locale:${globals.locale};a11y.manual:!true`;
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${params}`;
}

/**
 * Shows a story of the static build at `baseUrl` in `page` and resolves once it has rendered and
 * its DOM has settled. The first story under given globals loads `iframe.html`; later ones are
 * selected the way Storybook's sidebar does (over the preview's channel), which unmounts the last
 * story and spares reloading the preview for each.
 */
export async function showStory(
  page: Page,
  baseUrl: string,
  storyId: string,
  globals: StoryGlobals,
): Promise<void> {
  const key = JSON.stringify(globals);
  if (loadedGlobals.get(page) === key) {
    await page.evaluate((id) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  } else {
    loadedGlobals.delete(page);
    await page.goto(storyUrl(baseUrl, storyId, globals));
    loadedGlobals.set(page, key);
  }
  const phase = await page
    .waitForFunction(
      ([id, rendered]) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id) return false;
        return render.phase === 'errored' || rendered.includes(render.phase ?? '') ? render.phase : false;
      },
      [storyId, RENDERED] as const,
      { polling: 20, timeout: RENDER_TIMEOUT_MS },
    )
    .catch(() => {
      throw new Error(`${storyId} did not render within ${RENDER_TIMEOUT_MS / 1000} s`);
    });
  if ((await phase.jsonValue()) === 'errored') {
    const message = await page.locator('#error-message').textContent();
    throw new Error(`${storyId} failed to render: ${message || 'see the browser console'}`);
  }
  await page
    .waitForFunction(`performance.now() - window.__lastDomChange > ${QUIET_MS}`, undefined, {
      polling: 50,
      timeout: SETTLE_TIMEOUT_MS,
    })
    .catch(() => undefined);
}
