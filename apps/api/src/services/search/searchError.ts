/** A search request the service refuses; answered as the search contract's `{ message }` body. */
export class SearchError extends Error {
  constructor(
    /** HTTP status: 400 bad parameter, 401 wrong key, 404 unknown collection, 422 too many hits a page. */
    readonly status: 400 | 401 | 404 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}
