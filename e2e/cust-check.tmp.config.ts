import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'cust-check.tmp.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '/tmp/cust-shots/results',
  use: {
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] },
  },
});
