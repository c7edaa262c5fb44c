import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DropZone } from './DropZone.tsx';

describe('DropZone', () => {
  it('hands over the files chosen with the browse button', async () => {
    const received: string[][] = [];
    const { container } = renderWithProvider(
      <DropZone
        acceptedFileTypes={['audio/mpeg']}
        onFiles={(files) => received.push(files.map((f) => f.name))}
      />,
    );
    expect(screen.getByText('Drop files here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('audio/mpeg');
    await userEvent.upload(input, new File(['id3'], 'spot.mp3', { type: 'audio/mpeg' }));
    expect(received).toEqual([['spot.mp3']]);
  });
});
