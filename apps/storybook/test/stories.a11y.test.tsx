/// <reference types="vite/client" />
import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('../src/stories/*.stories.tsx', { eager: true });

/**
 * Two rules are off here. color-contrast: happy-dom does not lay out or paint, so axe cannot compute
 * contrast; the Storybook a11y addon checks it in a real browser. region: a story is a fragment of a
 * page, and the embedding page owns the landmarks.
 */
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

/**
 * React Aria's form inputs (the file input behind "Browse files", a date range's form values) carry
 * the `hidden` attribute; happy-dom has no user-agent stylesheet to hide them, so axe would report
 * them as visible, unlabelled inputs.
 */
const HIDDEN_INPUTS = 'input[hidden]';

const describeViolations = (violations: axe.Result[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories: [string, ComponentType][] = Object.entries(composeStories(module));
  it.each(stories)('%s has no axe violations', async (_name, Story) => {
    const { baseElement } = render(<Story />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const results = await axe.run({ include: [baseElement], exclude: [HIDDEN_INPUTS] }, AXE_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
  });
});

describe('the axe check', () => {
  it('fails on an unlabelled field, so a passing story means something', async () => {
    const { baseElement } = render(<input type="text" />);
    const results = await axe.run({ include: [baseElement], exclude: [HIDDEN_INPUTS] }, AXE_OPTIONS);
    expect(results.violations.map((violation) => violation.id)).toContain('label');
  });
});
