#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright's own browser download cannot work here).
// Installs it with apt when it is missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  process.stderr.write(
    `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}
process.stdout.write('Installing Debian chromium (about a minute)…\n');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  { stdio: 'inherit', shell: '/bin/bash' },
);
if (!existsSync(chromium)) {
  process.stderr.write('Chromium still missing after apt-get install.\n');
  process.exit(1);
}
