import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download cannot run on these machines (STACK.md).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // One product instance per worker is heavy (PGlite initdb ~10 s, ~800 MB); the machine is shared.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // scripts/test.mjs names the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME); alone it goes next to the
  // traces instead of flooding the terminal.
  reporter: [
    ['list'],
    process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
      ? ['json']
      : ['json', { outputFile: 'test-results/report.json' }],
  ],
  use: {
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
