import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Tag, TagGroup } from './TagGroup.tsx';

describe('TagGroup', () => {
  it('removes a tag with its translated remove button', async () => {
    const removed: unknown[] = [];
    renderWithProvider(
      <TagGroup label="Tags" onRemove={(keys) => removed.push(...keys)}>
        <Tag id="news">news</Tag>
        <Tag id="sports">sports</Tag>
      </TagGroup>,
      { locale: 'fr' },
    );
    const buttons = screen.getAllByRole('button', { name: /Retirer/ });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(removed).toEqual(['sports']);
  });
});
