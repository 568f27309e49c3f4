// Applies the saved colour scheme before first paint (no flash of the wrong theme).
// Development serves this file; a production build inlines it in the boot script
// (scripts/boot-preload.ts), which the Content-Security-Policy allows by its hash.
try {
  var s = localStorage.getItem('vigil.color-scheme');
  var m =
    s === 'light' || s === 'dark'
      ? s
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', m);
} catch (e) {}
