import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../../test/offlineClient.ts';

/** A shared message, through the `useMessage` of the modules the test loaded. */
function Shell({ useTranslate }: { useTranslate: () => (key: 'navigation.campaigns') => string }) {
  return <p>{useTranslate()('navigation.campaigns')}</p>;
}

/** A screen family's message, through its hook in the modules the test loaded. */
function Screen({ useTranslate }: { useTranslate: () => (key: 'onboarding.title') => string }) {
  return <h2>{useTranslate()('onboarding.title')}</h2>;
}

/** The placeholder of a suspended screen, telling the test when it shows. */
function Fallback({ onShow }: { onShow: () => void }) {
  onShow();
  return <p>Waiting for the screen</p>;
}

describe('messages on demand', { timeout: 30_000 }, () => {
  // The test setup loads every catalogue; fresh modules start with none, as a page does.
  async function freshModules() {
    vi.resetModules();
    const [{ PlatformProvider }, { useOnboardingMessage }, { useMessage }, catalogues] = await Promise.all([
      import('../PlatformProvider/PlatformProvider.tsx'),
      import('./onboarding/useOnboardingMessage.ts'),
      import('./useMessage.ts'),
      import('./catalogues.ts'),
    ]);
    return { PlatformProvider, useMessage, useOnboardingMessage, ...catalogues };
  }

  it('shows the shared English messages at once and holds a screen until its messages have loaded', async () => {
    const { PlatformProvider, useMessage, useOnboardingMessage, loadedCatalogue } = await freshModules();
    expect(loadedCatalogue('en')).toBeNull();
    const fallbacks: string[] = [];
    // Rendered in an awaited act: React's test mode resumes a suspended render only there.
    await act(async () => {
      render(
        <PlatformProvider client={offlineClient}>
          <Shell useTranslate={useMessage} />
          <Suspense fallback={<Fallback onShow={() => fallbacks.push(String(loadedCatalogue('en')))} />}>
            <Screen useTranslate={useOnboardingMessage} />
          </Suspense>
        </PlatformProvider>,
      );
    });
    expect(screen.getByText('Campaigns')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Get started with Earshot' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(fallbacks[0]).toBe('null');
    expect(loadedCatalogue('en')).not.toBeNull();
  });

  it('loads a locale given at run time, showing the previous one until it is there', async () => {
    const { PlatformProvider, useMessage, loadedCatalogue } = await freshModules();
    const view = render(
      <PlatformProvider client={offlineClient}>
        <Shell useTranslate={useMessage} />
      </PlatformProvider>,
    );
    view.rerender(
      <PlatformProvider client={offlineClient} locale="fr">
        <Shell useTranslate={useMessage} />
      </PlatformProvider>,
    );
    expect(screen.getByText('Campaigns')).toBeTruthy();
    expect(await screen.findByText('Campagnes', {}, { timeout: 20_000 })).toBeTruthy();
    expect(loadedCatalogue('fr')).not.toBeNull();
    expect(view.container.querySelector('[lang="fr"]')).not.toBeNull();
  });
});
