import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { createInMemoryOnboardingApi, ONBOARDING_ADVERTISER_ID } from '../testing/inMemoryOnboardingApi.ts';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';

/** Counts the loads of the checklist's own code, which the reminder loads only when it may show. */
const cardLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ChecklistCard.tsx', async (importOriginal) => {
  cardLoads.count += 1;
  return importOriginal();
});

const ADVERTISER = { uuid: ONBOARDING_ADVERTISER_ID, onboarded: false, user_role: 2 };

function renderReminder(advertiser: typeof ADVERTISER) {
  const api = createInMemoryOnboardingApi({});
  return renderWithProvider(
    <div data-testid="host">
      <OnboardingChecklist advertiser={advertiser} />
    </div>,
    {
      client: {
        baseUrl: 'https://api.example.test/v1',
        tokenStore: createMemoryTokenStore(),
        fetch: api.fetch,
      },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

describe("OnboardingChecklist's code", () => {
  it('is not loaded by the reminder of an onboarded advertiser, which renders nothing', async () => {
    const { unmount } = renderReminder({ ...ADVERTISER, onboarded: true });
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cardLoads.count).toBe(0);
    unmount();
  });

  it('loads when the reminder may show, with the progress skeleton meanwhile', async () => {
    renderReminder(ADVERTISER);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your onboarding progress…');
    expect(await screen.findByRole('heading', { name: 'Get started with Earshot' })).toBeVisible();
    expect(cardLoads.count).toBe(1);
  });
});
