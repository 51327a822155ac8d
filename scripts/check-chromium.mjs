// End-to-end tests drive Debian's Chromium; nothing downloads a browser.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}.\n` +
      "Install Debian's package:  sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}
