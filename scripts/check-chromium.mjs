// Fails fast, in one line, when no Chromium or Chrome is installed for the browser tests.
import { findChromium } from './chromium-path.mjs';

if (!findChromium()) {
  console.error('No Chromium or Chrome found (CHROME_PATH, /usr/bin/chromium, google-chrome): install it with `apt-get install -y chromium` and run `npm test` again.');
  process.exit(1);
}
