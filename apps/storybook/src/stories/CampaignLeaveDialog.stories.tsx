import { Button, CampaignLeaveDialog } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

/** A host that blocked a navigation away from unsaved changes; Stay and Leave both close the question. */
function BlockedNavigation() {
  const [isOpen, setOpen] = useState(true);
  const [answer, setAnswer] = useState<'stayed' | 'left' | null>(null);
  const close = (chosen: 'stayed' | 'left') => {
    setAnswer(chosen);
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Go to the campaign list
      </Button>
      {answer ? <p>{answer === 'left' ? 'Left the editor.' : 'Stayed in the editor.'}</p> : null}
      <CampaignLeaveDialog isOpen={isOpen} onStay={() => close('stayed')} onLeave={() => close('left')} />
    </>
  );
}

const meta = {
  title: 'Screens/CampaignEditor/LeaveDialog',
  component: BlockedNavigation,
} satisfies Meta<typeof BlockedNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnsavedChanges: Story = {};
