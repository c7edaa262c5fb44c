import type { Control } from 'react-hook-form';
import { assertType, describe, it } from 'vitest';
import { FormNameField } from './FormNameField.tsx';
import { FormSelect } from './FormSelect.tsx';
import { FormTextField } from './FormTextField.tsx';

type Values = { name: string; note: string | null; role: number; tags: string[] };
declare const control: Control<Values>;

describe('FormTextField', () => {
  it('takes the name of a text field of the form, an empty one included', () => {
    assertType(<FormTextField control={control} name="name" />);
    assertType(<FormTextField control={control} name="note" />);
    // @ts-expect-error a number is no text
    assertType(<FormTextField control={control} name="role" />);
    // @ts-expect-error not a field of the form
    assertType(<FormTextField control={control} name="title" />);
  });
});

describe('FormSelect', () => {
  it("takes the name of a field holding an option's id", () => {
    assertType(<FormSelect control={control} name="role" options={[]} />);
    // @ts-expect-error a list is no option's id
    assertType(<FormSelect control={control} name="tags" options={[]} />);
  });
});

describe('FormNameField', () => {
  it('takes the control of a form with a text name only', () => {
    assertType(<FormNameField control={control} label="Name" isReadOnly={false} />);
    // @ts-expect-error the form has no name
    assertType(<FormNameField control={{} as Control<{ title: string }>} label="Name" isReadOnly={false} />);
  });
});
