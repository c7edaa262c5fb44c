import { EmptyState, QueryStates, Skeleton, usePlatformQuery } from '@earshot/react-components';
import type { PlatformQueryOptions } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the story's query answers. */
type Outcome = 'loading' | 'failed' | 'empty' | 'data';

const CAMPAIGNS = ['Spring launch', 'Summer drive', 'Holiday countdown'];

const answer = (outcome: Outcome): Promise<string[]> =>
  outcome === 'loading'
    ? new Promise(() => undefined)
    : outcome === 'failed'
      ? Promise.reject(new Error('The sandbox answered 503'))
      : Promise.resolve(outcome === 'empty' ? [] : CAMPAIGNS);

interface QueryStatesStoryProps {
  /** What the query answers. */
  outcome: Outcome;
}

/** A list of campaign names behind QueryStates, over a query answering `outcome`. */
function QueryStatesStory({ outcome }: QueryStatesStoryProps) {
  const campaigns = usePlatformQuery(
    () =>
      ({
        queryKey: ['story', 'query-states', outcome],
        queryFn: () => answer(outcome),
      }) as unknown as PlatformQueryOptions<string[], readonly string[]>,
    { retry: false },
  );
  return (
    <QueryStates
      query={campaigns}
      loading={<Skeleton lines={3} label="Loading the campaigns…" />}
      loadFailed="The campaigns could not be loaded."
      retryLabel="Retry"
      empty={<EmptyState title="No campaigns yet" description="Campaigns you create show here." />}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

const meta = {
  title: 'Feedback/QueryStates',
  component: QueryStatesStory,
  args: { outcome: 'data' },
  argTypes: { outcome: { control: 'inline-radio', options: ['loading', 'failed', 'empty', 'data'] } },
} satisfies Meta<typeof QueryStatesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query never answers: the loading placeholder. */
export const Loading: Story = { args: { outcome: 'loading' } };

/** The query fails: what failed, with Retry. */
export const FailedWithRetry: Story = { args: { outcome: 'failed' } };

/** The query answers an empty list: the empty state. */
export const Empty: Story = { args: { outcome: 'empty' } };

/** The query answers: the data. */
export const Data: Story = { args: { outcome: 'data' } };
