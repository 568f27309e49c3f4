// Applies the saved colour scheme before first paint (no flash of the wrong theme).
// An external file so the Content-Security-Policy needs no inline scripts.
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
