/** Collects the parameters of one SQL statement and hands out their `$n` placeholders. */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** Adds a parameter and returns its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
