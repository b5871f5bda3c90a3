// The system Chromium and the flags it needs on this kind of machine (root, no GPU, closed network), in
// one place for the benchmarks and the browser tests (e2e/support/chromium.ts re-exports them).

/** The system Chromium (Debian package `chromium`); nothing here downloads one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags headless Chromium needs here; Playwright adds headless itself, a bare launch adds `--headless`. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
