// Shows the remembered theme before the first paint, so a dark page never flashes light. A classic
// script in <head> blocks rendering until it has run; the app takes over from src/app/themeStore.ts,
// which keeps the choice under the same key and resolves it by the same rule.
(() => {
  let preference = null;
  try {
    preference = window.localStorage.getItem('earshot.theme');
  } catch {
    // Storage refused (a locked-down browser): the system decides.
  }
  const dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();
