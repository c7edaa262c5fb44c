import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';

/** A POST-policy upload as received: the form fields before the file, and the file. */
export type UploadForm = {
  /** Field name (lower-cased, as S3 compares them) → value; fields after the file are ignored. */
  fields: Map<string, string>;
  file: File;
};

/**
 * Reads a multipart/form-data upload: the policy fields, then the file in the part named `file`.
 * 400 when the body is not such a form.
 */
export async function readUploadForm(c: Context<AppEnv>): Promise<UploadForm> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(400, 'Send the upload as multipart/form-data: the policy fields, then the file');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, 'The upload is not a readable multipart/form-data body');
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries()) {
    if (name === 'file') {
      if (typeof value === 'string') break;
      return { fields, file: value };
    }
    if (typeof value !== 'string') {
      throw new HttpError(400, `The form field ${name} must be text; only the part named file is a file`);
    }
    const lowerName = name.toLowerCase();
    if (!fields.has(lowerName)) fields.set(lowerName, value);
  }
  throw new HttpError(400, 'The upload has no file: send it as the last part, named file');
}
