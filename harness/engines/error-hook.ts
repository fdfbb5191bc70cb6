// Uncaught errors and console errors for an engine whose driver cannot report them (WebDriver
// classic: no BiDi, no log endpoint): an in-page hook that records them in a buffer the adapter
// drains. The hook exists only once a script installed it, so anything thrown or logged while the
// page loaded, before the adapter's first script after the load event, is not seen.

/** Installs the hook once per document (running it again does nothing). */
export const ERROR_HOOK_SCRIPT = `(() => {
  if (window.__engineErrors) return;
  const buffer = [];
  window.__engineErrors = buffer;
  const describe = (value) => {
    if (value instanceof Error) return String(value);
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      buffer.push('console error: Failed to load resource: ' + (target.src || target.href));
      return;
    }
    buffer.push('page error: ' + (event.error !== undefined && event.error !== null ? describe(event.error) : event.message));
  }, true);
  window.addEventListener('unhandledrejection', (event) => {
    buffer.push('page error: unhandled rejection: ' + describe(event.reason));
  });
  const original = console.error;
  console.error = function (...values) {
    buffer.push('console error: ' + values.map(describe).join(' '));
    return original.apply(this, values);
  };
})();`;

/** Empties the page's buffer and returns what it held (nothing when the hook is not installed). */
export const DRAIN_ERRORS_BODY = 'return window.__engineErrors ? window.__engineErrors.splice(0) : [];';
