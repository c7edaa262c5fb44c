/** The colours wavesurfer.js paints with. */
export interface WaveColors {
  waveColor: string;
  progressColor: string;
  cursorColor: string;
}

/**
 * The colours of the waveform drawn in `element`, as its style resolves them from the theme (the base
 * theme, an embedder's variables, dark mode): its text colour for the audio not yet played, its accent
 * colour for the played part and the cursor. wavesurfer.js draws on a canvas, which cannot read CSS
 * variables, so it is given the computed colours.
 */
export function waveColors(element: Element): WaveColors {
  const { color, accentColor } = getComputedStyle(element);
  return { waveColor: color, progressColor: accentColor, cursorColor: accentColor };
}

/**
 * Calls `onChange` whenever the theme around `element` changes at run time: the provider's frame
 * (`data-theme`) switching themes or taking new appearance variables. Returns the function that stops watching.
 */
export function watchTheme(element: Element, onChange: () => void): () => void {
  const frame = element.closest('[data-theme]');
  if (!frame) return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(frame, { attributes: true, attributeFilter: ['data-theme', 'style', 'class'] });
  return () => observer.disconnect();
}
