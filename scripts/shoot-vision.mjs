// Screenshot one element of a page as seen with each colour-vision deficiency Chromium can
// emulate (DevTools' Emulation.setEmulatedVisionDeficiency), plus greyscale (achromatopsia).
// Usage: npm exec -- node scripts/shoot-vision.mjs <url> <out-prefix> [selector=.sq-grid] [width=1280]
// Writes <out-prefix>-<vision>.png for none, deuteranopia, protanopia, tritanopia, achromatopsia.
import { launchChromium } from './lib/chromium.mjs';

const [url, prefix, selector = '.sq-grid', width = '1280'] = process.argv.slice(2);
if (!url || !prefix) {
	console.error('usage: node scripts/shoot-vision.mjs <url> <out-prefix> [selector] [width]');
	process.exit(2);
}
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: Number(width), height: 1000 } });
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
const target = page.locator(selector).first();
await target.scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
const cdp = await context.newCDPSession(page);
for (const type of ['none', 'deuteranopia', 'protanopia', 'tritanopia', 'achromatopsia']) {
	await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
	await page.waitForTimeout(100);
	await target.screenshot({ path: `${prefix}-${type}.png` });
}
await browser.close();
