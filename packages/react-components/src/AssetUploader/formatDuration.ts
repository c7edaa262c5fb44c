/** A length in seconds as minutes and seconds, e.g. 75.4 → '1:15'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
