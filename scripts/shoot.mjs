// Screenshot pages of the running site with Debian's Chromium, to look at what we build.
// Usage: npm exec -- node scripts/shoot.mjs <url> <out.png> [width=1280] [height=900] [--full] [--keys=Tab,Tab,Enter] [--scroll=selector]
import { launchChromium } from './lib/chromium.mjs';

const [url, out, width = '1280', height = '900', ...flags] = process.argv.slice(2);
if (!url || !out) {
	console.error('usage: node scripts/shoot.mjs <url> <out.png> [width] [height] [--full] [--keys=K1,K2] [--scroll=selector] [--click=selector]');
	process.exit(2);
}
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
for (const flag of flags) {
	const i = flag.indexOf('=');
	const name = i < 0 ? flag : flag.slice(0, i);
	const value = i < 0 ? '' : flag.slice(i + 1);
	if (name === '--scroll') await page.locator(value).first().scrollIntoViewIfNeeded();
	if (name === '--click') await page.locator(value).first().click();
	if (name === '--keys') for (const k of value.split(',')) await page.keyboard.press(k);
	if (name === '--wait') await page.waitForTimeout(Number(value));
}
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
