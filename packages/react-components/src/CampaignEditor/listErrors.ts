/** The messages of the errors under a list field of the form: its own and those of each entry. */
export function listErrors(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = (error as { message?: unknown }).message;
  const entries = Array.isArray(error) ? error.flatMap(listErrors) : [];
  return [...(typeof own === 'string' ? [own] : []), ...entries];
}
