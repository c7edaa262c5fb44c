import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a static build's `index.json` the check reads. */
interface StoryIndex {
  entries: Record<string, { id: string; type: 'story' | 'docs' }>;
}

/**
 * The ids of every story in the static Storybook build in `directory`, in the index's order.
 * Read synchronously, so a test file can name one test per story.
 */
export function readStoryIds(directory: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(directory, 'index.json'), 'utf8');
  } catch {
    throw new Error(
      `No Storybook build in ${directory}: run \`pnpm --filter @earshot/storybook build\` first.`,
    );
  }
  const index = JSON.parse(text) as StoryIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}
