import { Button, type ToastKind, usePlatform } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';

const kinds: ToastKind[] = [
  'success',
  'error',
  'info',
  'warning',
  'primary',
  'accent',
  'purple',
  'blue',
  'green',
  'orange',
];

function ToastButtons() {
  const { toasts } = usePlatform();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {kinds.map((kind) => (
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
