import { OnboardingChecklist } from '@earshot/react-components';
import {
  createInMemoryOnboardingApi,
  ONBOARDING_ADVERTISER_ID,
  type OnboardingApiSeed,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface OnboardingPageStoryProps {
  seed: OnboardingApiSeed;
  /** The user's role on the advertiser (2 may edit, 4 reports). */
  userRole?: number;
}

const meta = {
  title: 'Screens/Onboarding checklist on its page',
  render: inMemoryScreen<OnboardingPageStoryProps>(
    ({ seed }) => createInMemoryOnboardingApi(seed).fetch,
    ({ userRole = 2 }) => (
      <OnboardingChecklist
        placement="page"
        advertiser={{ uuid: ONBOARDING_ADVERTISER_ID, onboarded: false, user_role: userRole }}
      />
    ),
  ),
  args: { seed: {} },
} satisfies Meta<OnboardingPageStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Snoozed a day ago: the reminder is hidden elsewhere, the steps stay here with the snooze's end. */
export const Snoozed: Story = { args: { seed: { events: [{ name: 'snooze', hoursAgo: 24 }] } } };

/** Reminders dismissed: the steps stay here, saying so. */
export const Dismissed: Story = { args: { seed: { events: [{ name: 'dismiss', hoursAgo: 24 }] } } };

/** A reporting member, whose role takes no onboarding steps: a line says whose they are. */
export const ReportingUser: Story = { args: { userRole: 4 } };
