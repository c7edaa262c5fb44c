/** The UTC date `offset` days from now (negative: in the past), as `YYYY-MM-DD`. */
export const day = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
