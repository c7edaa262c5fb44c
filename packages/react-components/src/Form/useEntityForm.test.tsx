import '@testing-library/jest-dom/vitest';
import { ApiError } from '@earshot/sdk-core';
import { createAudioVersionBodySchema } from '@earshot/validators';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { FormNameField } from './FormNameField.tsx';
import { FormProblem } from './FormProblem.tsx';
import { lazyResolver } from './lazyResolver.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { schemaResolver } from './schemaResolver.ts';
import { useEntityForm } from './useEntityForm.ts';

type Values = { name: string; email: string };

/** The script rules of `createAudioVersion` (required, at most so long), on the form's `name`. */
const resolver = schemaResolver(
  (values: Values) => {
    const result = createAudioVersionBodySchema.pick({ script: true }).safeParse({ script: values.name });
    return result.success ? { success: true, data: values } : result;
  },
  (path) => (path === 'script' ? 'name' : path),
);

interface NameFormProps {
  save: (values: Values) => Promise<string>;
  onSaved: () => void;
  checks?: typeof resolver;
}

function NameForm({ save, onSaved, checks = resolver }: NameFormProps) {
  const entity = useEntityForm<Values, Values, string>({
    resolver: checks,
    defaultValues: { name: 'Ada', email: 'ada@example.com' },
    save,
    failed: (message) => `Could not save: ${message}`,
    savedMessage: (saved) => `Saved ${saved}`,
    onSaved,
    fieldOf: (path) => (path === 'name' ? path : undefined),
  });
  return (
    <form onSubmit={entity.onSubmit} noValidate>
      <FormProblem problem={entity.problem} />
      <FormNameField control={entity.form.control} label="Name" isReadOnly={false} />
      <SubmitButton control={entity.form.control}>Save</SubmitButton>
    </form>
  );
}

const refusal = (fields: Record<string, string>) =>
  new ApiError(422, { Message: 'Invalid', type: 'error', fields });

describe('useEntityForm', () => {
  it('checks the values with the schema before saving, with the translated message at the field', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => 'Ada');
    renderWithProvider(<NameForm save={save} onSaved={() => {}} />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, says so and reports the save', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async ({ name }: Values) => name);
    const onSaved = vi.fn();
    renderWithProvider(<NameForm save={save} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Ada')).toBeVisible();
    expect(save).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(onSaved).toHaveBeenCalledWith('Ada');
  });

  it("puts the server's problem with a field at the field, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <NameForm save={() => Promise.reject(refusal({ name: 'field.invalid' }))} onSaved={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' L.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada L.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure no field of the form holds as the form’s problem', async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <NameForm save={() => Promise.reject(refusal({ email: 'email.invalid' }))} onSaved={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save: Invalid');
  });

  it('says so when the checks cannot load, saves nothing and keeps what was typed; the next submit saves', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async ({ name }: Values) => name);
    const load = vi
      .fn<() => Promise<typeof resolver>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(resolver);
    renderWithProvider(<NameForm save={save} onSaved={() => {}} checks={lazyResolver(load)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' L.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form could not be checked, so nothing was saved: check your connection and try again.',
    );
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada L.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Ada L.')).toBeVisible();
    expect(save).toHaveBeenCalledWith({ name: 'Ada L.', email: 'ada@example.com' });
    expect(screen.queryByText(/could not be checked/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
