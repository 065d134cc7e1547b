import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const result = await lighthouse(process.argv[2] ?? 'http://127.0.0.1:4100/', { port: chrome.port, output: 'json', logLevel: 'error' });
chrome.kill();
const a = result?.artifacts as unknown as Record<string, unknown>;
console.log(Object.keys(a).join(' '), result?.lhr.categories.performance?.score, result?.lhr.audits['total-blocking-time']?.numericValue);
writeFileSync('/tmp/lhtrace.json', JSON.stringify(a.Trace));
