import { type ApiOutage, type InMemoryFetch, InMemoryPlatform } from '@earshot/react-components/testing';
import type { ReactElement } from 'react';
import { useStoryFrame } from './withPlatform.tsx';

/** Renders a screen story's screen for its args; `fetch` also answers services beside the client. */
type RenderScreen<Args> = (args: Args, fetch: InMemoryFetch) => ReactElement;

interface InMemoryStoryProps<Args> {
  args: Args;
  api: (args: Args) => InMemoryFetch;
  screen: RenderScreen<Args>;
}

function InMemoryStory<Args extends object>({ args, api, screen }: InMemoryStoryProps<Args>) {
  const { pending = false, failing = false }: ApiOutage = args;
  return (
    <InMemoryPlatform {...useStoryFrame()} pending={pending} failing={failing} createFetch={() => api(args)}>
      {(fetch) => screen(args, fetch)}
    </InMemoryPlatform>
  );
}

/**
 * The `render` of a screen's stories: the screen inside an in-memory platform with the toolbar's theme
 * and locale (replacing the offline provider of `withPlatform`). `api` creates the story's in-memory
 * API from its args when the story mounts; args that have `pending` or `failing` (see `ApiOutage`) stand for an outage.
 */
export const inMemoryScreen =
  <Args extends object>(api: (args: Args) => InMemoryFetch, screen: RenderScreen<Args>) =>
  (args: Args) => <InMemoryStory args={args} api={api} screen={screen} />;
