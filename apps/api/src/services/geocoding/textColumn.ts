/** Texts a {@link TextColumnBuilder} joins at a time, so few of them are alive at once. */
const CHUNK_TEXTS = 4096;

/** A {@link TextColumn} as plain data: every text joined, and the offset where each ends. */
export type TextColumnData = { text: string; ends: Uint32Array };

/** An {@link OptionalTextColumn} as plain data: `missing[i]` is 1 where text i is `null`. */
export type OptionalTextColumnData = { texts: TextColumnData; missing: Uint8Array };

/**
 * Many texts kept as one string and the offsets where each ends. A string of its own costs V8 a
 * header and a pointer besides its characters; the gazetteer holds seven texts for each of its
 * 181,621 places and 181,294 folded names, so it keeps them in columns like this one.
 */
export class TextColumn {
  readonly #text: string;
  readonly #ends: Uint32Array;

  constructor({ text, ends }: TextColumnData) {
    this.#text = text;
    this.#ends = ends;
  }

  /** How many texts. */
  get length(): number {
    return this.#ends.length;
  }

  /** The text at `index`, which must be below {@link length}. */
  at(index: number): string {
    return this.#text.slice(index === 0 ? 0 : this.#ends[index - 1], this.#ends[index]);
  }

  /** In a column sorted in code unit order: the first index whose text is not below `value`. */
  lowerBound(value: string): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.at(middle) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** In a column sorted in code unit order: the index of `value`, or -1. */
  indexOf(value: string): number {
    const index = this.lowerBound(value);
    return index < this.length && this.at(index) === value ? index : -1;
  }
}

/** A {@link TextColumn} whose texts may be `null`. */
export class OptionalTextColumn {
  readonly #texts: TextColumn;
  readonly #missing: Uint8Array;

  constructor({ texts, missing }: OptionalTextColumnData) {
    this.#texts = new TextColumn(texts);
    this.#missing = missing;
  }

  /** The text at `index`, or `null`. */
  at(index: number): string | null {
    return this.#missing[index] ? null : this.#texts.at(index);
  }
}

/** Collects texts into {@link TextColumnData}, joining them as they come. */
export class TextColumnBuilder {
  readonly #chunks: string[] = [];
  #pending: string[] = [];
  readonly #ends: number[] = [];
  #end = 0;

  /** The data of a column of these texts, in this order. */
  static of(values: Iterable<string>): TextColumnData {
    const builder = new TextColumnBuilder();
    for (const value of values) builder.push(value);
    return builder.build();
  }

  push(value: string): void {
    this.#end += value.length;
    this.#ends.push(this.#end);
    this.#pending.push(value);
    if (this.#pending.length === CHUNK_TEXTS) this.#flush();
  }

  build(): TextColumnData {
    this.#flush();
    return { text: this.#chunks.join(''), ends: Uint32Array.from(this.#ends) };
  }

  #flush(): void {
    this.#chunks.push(this.#pending.join(''));
    this.#pending = [];
  }
}

/** Collects texts and `null`s into {@link OptionalTextColumnData}. */
export class OptionalTextColumnBuilder {
  readonly #texts = new TextColumnBuilder();
  readonly #missing: number[] = [];

  push(value: string | null): void {
    this.#texts.push(value ?? '');
    this.#missing.push(value === null ? 1 : 0);
  }

  build(): OptionalTextColumnData {
    return { texts: this.#texts.build(), missing: Uint8Array.from(this.#missing) };
  }
}
