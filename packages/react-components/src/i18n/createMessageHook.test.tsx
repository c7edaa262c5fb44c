import { render, screen } from '@testing-library/react';
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

/** Messages read by a key built at run time, through the generic hooks of the modules the test loaded. */
function ByKey({
  useValidationText,
  useEnumLabel,
  useContentCategoryLabel,
}: {
  useValidationText: () => (key: string) => string | undefined;
  useEnumLabel: () => (key: string, fallback: string) => string;
  useContentCategoryLabel: () => (value: string) => string;
}) {
  const validationText = useValidationText();
  const label = useEnumLabel();
  const category = useContentCategoryLabel();
  return (
    <ul>
      <li>{validationText('integration.name.required')}</li>
      <li>{label('userRole.3', 'Role 3')}</li>
      <li>{label('userRole.99', 'Role 99')}</li>
      <li>{category('true-crime')}</li>
      <li>{category('new-genre')}</li>
    </ul>
  );
}

/** The placeholder of a suspended screen, telling the test if it ever shows. */
function Fallback({ onShow }: { onShow: () => void }) {
  onShow();
  return <p>Waiting for the screen</p>;
}

describe('screen messages', { timeout: 30_000 }, () => {
  // The test setup loads every catalogue; fresh modules start with none, as a page does.
  async function freshModules() {
    vi.resetModules();
    const [
      { PlatformProvider },
      { useOnboardingMessage },
      { useMessage },
      { useValidationText },
      { useEnumLabel },
      { useContentCategoryLabel },
      catalogues,
    ] = await Promise.all([
      import('../PlatformProvider/PlatformProvider.tsx'),
      import('./onboarding/useOnboardingMessage.ts'),
      import('./useMessage.ts'),
      import('./useValidationText.ts'),
      import('./useEnumLabel.ts'),
      import('./contentCategories/useContentCategoryLabel.ts'),
      import('./catalogues.ts'),
    ]);
    // The families whose keys `ByKey` builds, as the screens using them import them.
    await Promise.all([
      import('./integrations/useIntegrationsMessage.ts'),
      import('./team/useTeamMessage.ts'),
    ]);
    return {
      PlatformProvider,
      useMessage,
      useOnboardingMessage,
      byKey: { useValidationText, useEnumLabel, useContentCategoryLabel },
      ...catalogues,
    };
  }

  it('shows a screen in English at once, with no catalogue loaded and nothing suspending', async () => {
    const { PlatformProvider, useMessage, useOnboardingMessage, loadedCatalogue } = await freshModules();
    const fallbacks: string[] = [];
    render(
      <PlatformProvider client={offlineClient}>
        <Shell useTranslate={useMessage} />
        <Suspense fallback={<Fallback onShow={() => fallbacks.push('shown')} />}>
          <Screen useTranslate={useOnboardingMessage} />
        </Suspense>
      </PlatformProvider>,
    );
    expect(screen.getByText('Campaigns')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Get started with Earshot' })).toBeTruthy();
    expect(fallbacks).toEqual([]);
    expect(loadedCatalogue('en')).toBeNull();
  });

  it('finds English messages by a built key in the families the page has loaded', async () => {
    const { PlatformProvider, byKey, loadedCatalogue } = await freshModules();
    render(
      <PlatformProvider client={offlineClient}>
        <ByKey {...byKey} />
      </PlatformProvider>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    // The catalogue's wording, not the validators' ('Integration name is required.').
    expect(items).toEqual(['The name is required.', 'View only', 'Role 99', 'True Crime', 'New genre']);
    expect(loadedCatalogue('en')).toBeNull();
  });

  it('shows English until another locale has loaded, then that locale, screens and keys alike', async () => {
    const { PlatformProvider, useOnboardingMessage, byKey, loadedCatalogue } = await freshModules();
    render(
      <PlatformProvider client={offlineClient} locale="de">
        <Screen useTranslate={useOnboardingMessage} />
        <ByKey {...byKey} />
      </PlatformProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Get started with Earshot' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Erste Schritte mit Earshot' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(loadedCatalogue('de')).not.toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Der Name ist erforderlich.');
    expect(items).toContain('Wahre Verbrechen');
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
