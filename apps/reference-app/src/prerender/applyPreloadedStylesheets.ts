/**
 * Applies the stylesheets a prerendered page only preloads (`<link rel="preload" as="style">`), so
 * they did not hold back its first paint, which its inlined CSS covers. Without the page's script
 * the page keeps that CSS, which is all it shows.
 */
export function applyPreloadedStylesheets(document: Document): void {
  for (const preload of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = preload.href;
    if (preload.crossOrigin !== null) stylesheet.crossOrigin = preload.crossOrigin;
    document.head.append(stylesheet);
  }
}
