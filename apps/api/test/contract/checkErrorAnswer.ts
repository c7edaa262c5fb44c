import { errorBodyValidator } from './contract.ts';
import type { RawAnswer } from './rawRequest.ts';

const validateError = errorBodyValidator();

/**
 * What is wrong with an answer to a request that may be bad, or null: a 5xx, or a 4xx whose body is
 * not the contract's error body with a `type` and a `code`.
 */
export function errorAnswerProblem(answer: RawAnswer): string | null {
  const summary = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) return `server error: ${summary}`;
  if (answer.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `error answer is not JSON: ${summary}`;
  }
  if (!validateError(body)) {
    return `error answer does not match the contract's Error: ${JSON.stringify(validateError.errors)} in ${summary}`;
  }
  const { type, code } = body as { type?: unknown; code?: unknown };
  if (typeof type !== 'string' || typeof code !== 'string')
    return `error answer lacks type or code: ${summary}`;
  return null;
}
