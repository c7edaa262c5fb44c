/**
 * Resolves once the browser has painted a frame: a prerendered page shows before the work of
 * hydrating it starts, rather than after (a frame, then a task).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
