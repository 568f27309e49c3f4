/** What Mantine touches that happy-dom lacks. */
export function installDomStubs(): void {
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document) || !document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  }
}
