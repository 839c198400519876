// How every browser test starts Debian's Chromium: headless on a closed network (no background connections
// that the machine would refuse), as root without the sandbox.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The made-up host of custom-domains.spec.ts: every browser resolves it to this machine (the flag is the browser's,
 * so setting it in one spec alone made Playwright start a worker, and a platform server, of its own). */
export const TEST_CUSTOM_DOMAIN = 'ausbildung-landkreis.test';
export const CHROMIUM_ARGS = [
  `--host-resolver-rules=MAP ${TEST_CUSTOM_DOMAIN} 127.0.0.1`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
