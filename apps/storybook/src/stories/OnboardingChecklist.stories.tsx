import { OnboardingChecklist } from '@earshot/react-components';
import {
  createInMemoryOnboardingApi,
  ONBOARDING_ADVERTISER_ID,
  type OnboardingApiSeed,
} from '@earshot/react-components/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

interface OnboardingStoryProps {
  seed: OnboardingApiSeed;
  /** The user's role on the advertiser (2 may edit, 3 views, 4 reports). */
  userRole?: number;
  onboarded?: boolean;
}

const meta = {
  title: 'Screens/Onboarding checklist',
  render: inMemoryScreen<OnboardingStoryProps>(
    ({ seed }) => createInMemoryOnboardingApi(seed).fetch,
    ({ userRole = 2, onboarded = false }) => (
      <OnboardingChecklist
        advertiser={{ uuid: ONBOARDING_ADVERTISER_ID, onboarded, user_role: userRole }}
        onCompleted={() => console.log('onboarding completed')}
      />
    ),
  ),
  args: { seed: {} },
} satisfies Meta<OnboardingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const SNOOZE_EXPIRED = 7 * 24 + 1;

/** A new advertiser: three open steps, the snippet, and the pixel not verified yet with 'Re-verify'. */
export const Fresh: Story = {};

/** The pixel is verified: an event type arrived, the server has not marked the step yet. */
export const PixelVerified: Story = { args: { seed: { eventTypes: ['page_view'] } } };

/** The pixel and a first asset are done; the campaign is left. */
export const PartlyDone: Story = {
  args: {
    seed: {
      events: [
        { name: 'view', hoursAgo: 1 },
        { name: 'pixel', hoursAgo: 30 },
        { name: 'creative', hoursAgo: 20 },
      ],
    },
  },
};

/** Snoozed 3 times long ago: visible again with one reminder left. */
export const LastSnooze: Story = {
  args: {
    seed: {
      events: [0, 1, 2].map((i) => ({ name: 'snooze' as const, hoursAgo: SNOOZE_EXPIRED + i })),
    },
  },
};

/** Snoozed 4 times: only 'Dismiss' is offered. */
export const DismissOffered: Story = {
  args: {
    seed: {
      events: [0, 1, 2, 3].map((i) => ({ name: 'snooze' as const, hoursAgo: SNOOZE_EXPIRED + i })),
    },
  },
};

/** Snoozed a day ago: the checklist renders nothing for 7 days. */
export const Snoozed: Story = { args: { seed: { events: [{ name: 'snooze', hoursAgo: 24 }] } } };

/** Dismissed: the checklist renders nothing. */
export const Dismissed: Story = { args: { seed: { events: [{ name: 'dismiss', hoursAgo: 24 }] } } };

/** Every step and 'completed' recorded: the checklist renders nothing. */
export const Done: Story = {
  args: {
    seed: {
      events: [
        { name: 'pixel', hoursAgo: 3 },
        { name: 'creative', hoursAgo: 2 },
        { name: 'campaign', hoursAgo: 1 },
        { name: 'completed', hoursAgo: 1 },
      ],
    },
  },
};

/** A reporting user: progress is not fetched and nothing renders. */
export const ReportingUser: Story = { args: { userRole: 4 } };

/** Progress is loading. */
export const Loading: Story = { args: { seed: { pending: true } } };

/** Progress could not be loaded. */
export const LoadFailed: Story = { args: { seed: { failWith: 503 } } };
