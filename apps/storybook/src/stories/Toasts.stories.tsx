import { Button, usePlatform } from '@earshot/react-components';
import { TOAST_KINDS } from '@earshot/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

const meta = {
  title: 'Feedback/Toasts',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {};
