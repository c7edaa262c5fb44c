import {
  Button,
  EmptyState,
  Meter,
  ProgressBar,
  ReloadPrompt,
  Skeleton,
  usePlatform,
} from '@earshot/react-components';
import { TOAST_KINDS } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';

export default { title: 'Feedback' } satisfies Meta;

type Story = StoryObj;

export const EmptyStateDefault: Story = { render: () => <EmptyState /> };
export const EmptyStateWithAction: Story = {
  render: () => (
    <EmptyState
      title="No campaigns yet"
      description="Campaigns play your creatives on the inventory you choose."
      action={<Button>New campaign</Button>}
    />
  ),
};
export const EmptyStateLongText: Story = {
  render: () => (
    <EmptyState
      title="No audiences match the filters you chose for this advertiser in the selected date range"
      description="Try removing a filter, widening the date range, or creating an audience from a pixel event of this advertiser."
    />
  ),
};
export const SkeletonLoading: Story = { render: () => <Skeleton lines={4} /> };

const UPLOADING = 'Uploading spot.mp3';

export const ProgressBarProgress: Story = { render: () => <ProgressBar label={UPLOADING} value={42} /> };
export const ProgressBarIndeterminate: Story = {
  render: () => <ProgressBar label="Exporting events" value={42} isIndeterminate />,
};
export const ProgressBarComplete: Story = { render: () => <ProgressBar label={UPLOADING} value={100} /> };
export const MeterBudget: Story = {
  render: () => <Meter label="Budget spent" value={1500} maxValue={2000} />,
};

/** The update prompt of an installed app; updating takes two seconds. */
const reloadPrompt = {
  appName: 'Earshot',
  onUpdate: () => new Promise<void>((resolve) => setTimeout(resolve, 2000)),
};

export const ReloadPromptNeedRefresh: Story = {
  render: () => <ReloadPrompt {...reloadPrompt} offlineReady={false} needRefresh onClose={() => {}} />,
};
export const ReloadPromptOfflineReady: Story = {
  render: () => <ReloadPrompt {...reloadPrompt} offlineReady needRefresh={false} onClose={() => {}} />,
};

function ToastButtons() {
  const { toasts } = usePlatform();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {TOAST_KINDS.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          onPress={() =>
            toasts.notify({
              kind,
              title: kind === 'error' ? 'Signup issue' : undefined,
              message: `A ${kind} toast`,
            })
          }
        >
          {kind}
        </Button>
      ))}
    </div>
  );
}

export const ToastsEveryKind: Story = { render: () => <ToastButtons /> };
