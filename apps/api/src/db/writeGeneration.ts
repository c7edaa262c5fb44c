const COMMENTS_AND_SPACE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const WRITE_KEYWORD = /\b(?:insert|update|delete|merge|truncate)\b/i;

/**
 * Whether a statement only reads: a `SELECT`, or a `WITH` whose text names no writing command.
 * Anything else counts as a write, and so does a `WITH` that merely mentions one (in a string, say):
 * a read taken for a write costs a cached answer, a write taken for a read would serve a stale one.
 */
export function isReadOnlyStatement(sql: string): boolean {
  const statement = sql.replace(COMMENTS_AND_SPACE, '');
  const command = /^[a-z]+/i.exec(statement)?.[0]?.toLowerCase();
  if (command === 'select') return true;
  if (command === 'with') return !WRITE_KEYWORD.test(statement);
  return false;
}

/**
 * A counter of the writes to a database that only this process writes to. It moves on after every
 * statement that may have written has finished (whether it succeeded or not), after every script
 * and after every transaction has ended, so an answer read while it stood still was read from the
 * data as it still is.
 */
export class WriteGeneration {
  #value = 0;

  /** The current generation. */
  get value(): number {
    return this.#value;
  }

  /** Records that the data may have changed. */
  advance(): void {
    this.#value += 1;
  }

  /** Runs `statement`, then advances unless `sql` only reads. */
  async afterStatement<T>(sql: string, statement: () => Promise<T>): Promise<T> {
    if (isReadOnlyStatement(sql)) return statement();
    try {
      return await statement();
    } finally {
      this.advance();
    }
  }

  /** Runs `work` (a script, a transaction), then advances whatever it did. */
  async after<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.advance();
    }
  }
}
