// @vitest-environment node
import type { Server } from 'node:http';
import { assertChromiumInstalled, launchChromium } from '@earshot/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildPage,
  HOST_CSS_PATH,
  hostCssFound,
  pageOrigin,
  readHostCss,
  servePage,
} from './hostileCssHarness.ts';
import { HOSTILE_CSS_PROBE } from './hostileCssProbe.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** What the probe reports of a page (see hostileCssProbe.js). */
interface ProbeReport {
  overflowing: string[];
  fonts: { element: string; fontFamily: string }[];
  headings: { element: string; color: string; textTransform: string; letterSpacing: string }[];
  snapshot: Record<string, string>[];
  /** The elements inside the provider, rendered or not. */
  elements: number;
  themeFont: string;
}

type Isolation = 'scoped' | 'shadow';
/**
 * The host stylesheet in the page: none, its element-selector rules without `!important`, all its
 * rules without `!important` in a cascade layer (as Tailwind ships its preflight), or all of it.
 */
type HostCss = 'none' | 'elements' | 'layered' | 'full';

if (!hostCssFound()) {
  console.warn(
    `Skipping the Chromium check under a host stylesheet: no ${HOST_CSS_PATH} (set EARSHOT_HOST_CSS)`,
  );
}

describe.skipIf(!hostCssFound())("the campaign editor under a host portal's stylesheet, in Chromium", () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    await assertChromiumInstalled();
    const [page, launched] = await Promise.all([buildPage(), launchChromium()]);
    browser = launched;
    // Tall enough that nothing sticks to the viewport's edge: boxes then depend on the root alone.
    context = await browser.newContext({ viewport: { width: 1000, height: 2000 } });
    await context.addInitScript({ content: HOSTILE_CSS_PROBE });
    const full = readHostCss();
    const blank = await context.newPage();
    await blank.goto('about:blank');
    const [elements, layered] = await blank.evaluate(
      (css) => [window.hostileCssProbe.elementRules(css), window.hostileCssProbe.layeredRules(css)],
      full,
    );
    await blank.close();
    server = await servePage(page, { elements, layered, full });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens the page, waits for the editor and its forecast, and opens the Campaign type popover when asked. */
  async function openEditor(isolation: Isolation, host: HostCss, withPopover: boolean): Promise<Page> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${pageOrigin(server)}/?isolation=${isolation}${host === 'none' ? '' : `&host=${host}`}`);
    await page
      .getByText(/listeners/)
      .first()
      .waitFor();
    if (withPopover) {
      await page.getByRole('button', { name: /Campaign type/ }).click();
      await page.getByRole('listbox').waitFor();
    }
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    return page;
  }

  async function probe(isolation: Isolation, host: HostCss, withPopover = true): Promise<ProbeReport> {
    const page = await openEditor(isolation, host, withPopover);
    try {
      return await page.evaluate(() => {
        const probe = window.hostileCssProbe;
        return {
          overflowing: probe.overflowingControls(),
          fonts: probe.fonts(),
          headings: probe.headings(),
          snapshot: probe.snapshot(),
          elements: probe.root().querySelectorAll('*').length,
          themeFont: getComputedStyle(probe.root()).getPropertyValue('--earshot-font-family').trim(),
        };
      });
    } finally {
      await page.close();
    }
  }

  /** Every computed value that differs between two snapshots of the same tree, `properties` only. */
  function differences(
    before: ProbeReport,
    after: ProbeReport,
    keep: (property: string) => boolean = () => true,
  ): string[] {
    expect(after.snapshot.map((entry) => entry.element)).toEqual(
      before.snapshot.map((entry) => entry.element),
    );
    return before.snapshot.flatMap((entry, index) =>
      Object.keys(entry)
        .filter((property) => property !== 'element' && keep(property))
        .filter((property) => after.snapshot[index]?.[property] !== entry[property])
        .map(
          (property) =>
            `${entry.element} ${property}: ${entry[property]} → ${after.snapshot[index]?.[property]}`,
        ),
    );
  }

  describe('scoped isolation (the default)', () => {
    it("lays out and styles every element, popover open, the same under the host's element rules as without them", async () => {
      const [alone, underHost] = await Promise.all([probe('scoped', 'none'), probe('scoped', 'elements')]);
      expect(alone.elements).toBeGreaterThan(200);
      expect(differences(alone, underHost)).toEqual([]);
    });

    it("styles every element the same under the host's rules in a cascade layer, whatever their selectors", async () => {
      const [alone, underHost] = await Promise.all([probe('scoped', 'none'), probe('scoped', 'layered')]);
      expect(differences(alone, underHost)).toEqual([]);
    });

    it('keeps every control inside its card under the whole host stylesheet, !important rules included', async () => {
      const report = await probe('scoped', 'full');
      expect(report.overflowing).toEqual([]);
    });
  });

  describe('shadow isolation', () => {
    it("keeps every control inside its card, in the theme's font, under the whole host stylesheet", async () => {
      const report = await probe('shadow', 'full');
      expect(report.overflowing).toEqual([]);
      expect(report.themeFont).toMatch(/system-ui/);
      expect(report.fonts.length).toBeGreaterThan(50);
      expect(report.fonts.filter((text) => text.fontFamily !== report.themeFont)).toEqual([]);
      expect(report.headings.length).toBeGreaterThan(0);
      for (const heading of report.headings) {
        expect(heading.color, heading.element).not.toBe('rgb(128, 0, 128)');
        expect(heading.textTransform, heading.element).toBe('none');
        expect(heading.letterSpacing, heading.element).toBe('normal');
      }
    });

    it('lets no host rule reach inside, !important ones included: every style is the same as without them', async () => {
      const [alone, underHost] = await Promise.all([probe('shadow', 'none'), probe('shadow', 'full')]);
      // Sizes follow the width the page gives the shadow root's element, which its rules may change.
      const styles = (property: string) => !['box', 'width', 'height'].includes(property);
      expect(differences(alone, underHost, styles)).toEqual([]);
    });

    it('opens a Select popover inside the shadow root, chooses with the mouse and the keyboard, and closes it outside', async () => {
      const page = await openEditor('shadow', 'full', true);
      try {
        const trigger = page.getByRole('button', { name: /Campaign type/ });
        const inShadowRoot = await page
          .getByRole('listbox')
          .evaluate((listbox) => listbox.getRootNode() instanceof ShadowRoot);
        expect(inShadowRoot).toBe(true);
        await page.getByRole('option', { name: 'Spend' }).click();
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        expect(await trigger.textContent()).toMatch(/^Spend/);

        await trigger.focus();
        await page.keyboard.press('ArrowDown');
        await page.getByRole('listbox').waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        expect(await trigger.textContent()).toMatch(/^Impressions/);

        await trigger.click();
        await page.getByRole('listbox').waitFor();
        await page.mouse.click(900, 1900);
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      } finally {
        await page.close();
      }
    });

    it('opens the flight dates calendar as a dialog inside the shadow root; Escape closes it and focus returns', async () => {
      const page = await openEditor('shadow', 'full', false);
      try {
        await page.getByRole('button', { name: 'Open calendar' }).click();
        const inShadowRoot = await page
          .getByRole('dialog')
          .evaluate((dialog) => dialog.getRootNode() instanceof ShadowRoot);
        expect(inShadowRoot).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        const focused = await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.getAttribute('aria-label');
        });
        expect(focused).toBe('Open calendar');
      } finally {
        await page.close();
      }
    });
  });

  it('notices a control leaving its card, so an empty list of overflows means something', async () => {
    const page = await openEditor('shadow', 'none', false);
    try {
      const overflowing = await page.evaluate(() => {
        const probe = window.hostileCssProbe;
        const input = probe.root().querySelector('input');
        input?.style.setProperty('inline-size', '3000px');
        return probe.overflowingControls();
      });
      expect(overflowing.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

declare global {
  interface Window {
    hostileCssProbe: {
      root(): Element;
      overflowingControls(): string[];
      fonts(): ProbeReport['fonts'];
      headings(): ProbeReport['headings'];
      snapshot(): Record<string, string>[];
      elementRules(css: string): string;
      layeredRules(css: string): string;
    };
  }
}
