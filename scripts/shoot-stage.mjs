// Screenshots of a walkthrough on the built site (dist/), at a step, a size, a theme, in present mode
// or not: to look at what we build, and to make docs/screenshots/.
//
//   npm exec -- node scripts/shoot-stage.mjs <path> <widget-id> <step> <out.png> [WxH] [--present] [--dark] [--try] [--full] [--scroll=N] [--keys=a,b]
//   npm exec -- node scripts/shoot-stage.mjs --docs      all the README's screenshots into docs/screenshots/
//
// e.g. node scripts/shoot-stage.mjs /en/animal-kingdoms/turn/ age 4 /tmp/age.png 1920x1080 --present
import { launchChromium } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';

/** The README's screenshots: present mode per game at 1920×1080, one board per game at 390 px. */
const DOCS = [
	{ path: '/en/wildlife/turn/', id: 'turn-demo', step: 5, out: 'present-wildlife-1920x1080.png', size: '1920x1080', present: true },
	{ path: '/fr/caldera-park/round/', id: 'action-turn-example', step: 4, out: 'present-caldera-park-1920x1080-fr.png', size: '1920x1080', present: true },
	{ path: '/en/planet/round/', id: 'planet-example', step: 4, out: 'present-planet-1920x1080-dark.png', size: '1920x1080', present: true, dark: true },
	{ path: '/en/animal-kingdoms/turn/', id: 'age', step: 4, out: 'present-animal-kingdoms-1920x1080.png', size: '1920x1080', present: true },
	{
		path: '/fr/animal-kingdoms/end-of-age/',
		id: 'end-of-age',
		step: 9,
		out: 'present-animal-kingdoms-end-of-age-1920x1080-fr.png',
		size: '1920x1080',
		present: true,
	},
	{ path: '/en/wildlife/setup/', id: 'setup-example', step: 5, out: 'phone-wildlife-setup-390x844.png', size: '390x844' },
	{ path: '/fr/caldera-park/scoring/', id: 'final-scoring-example', step: 6, out: 'phone-caldera-park-390x844-fr.png', size: '390x844' },
	{ path: '/en/planet/animals/', id: 'animal-award-example', step: 3, out: 'phone-planet-390x844-dark.png', size: '390x844', dark: true },
	{ path: '/fr/animal-kingdoms/turn/', id: 'age', step: 5, out: 'phone-animal-kingdoms-390x844-fr.png', size: '390x844' },
	{ path: '/en/animal-kingdoms/turn/', id: 'age', step: 5, out: 'phone-animal-kingdoms-390x844-dark.png', size: '390x844', dark: true },
];

async function shoot(
	browser,
	baseURL,
	{ path, id, step, out, size = '1280x800', present = false, dark = false, tryIt = false, full = false, scroll = 0, keys = [] },
) {
	const [width, height] = size.split('x').map(Number);
	const context = await browser.newContext({
		baseURL,
		viewport: { width, height },
		colorScheme: dark ? 'dark' : 'light',
		reducedMotion: 'reduce',
		serviceWorkers: 'block',
	});
	const page = await context.newPage();
	page.on('pageerror', (e) => console.log('page error:', e.message));
	page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
	if (dark) await page.addInitScript(() => localStorage.setItem('starlight-theme', 'dark'));
	const query = tryIt ? `?${id}=try#${id}` : `?${id}=${step}#${id}`;
	await page.goto(`${path}${query}`);
	const sel = `[data-walkthrough="${id}"]`;
	for (let i = 0; i < 5 && !(await page.locator(`${sel}[data-hydrated="true"]`).count()); i++) {
		await page.locator(sel).scrollIntoViewIfNeeded();
		await page.waitForTimeout(500);
	}
	await page.waitForTimeout(1200);
	if (present) {
		await page.locator(sel).focus();
		await page.keyboard.press('p');
		await page.waitForTimeout(600);
	}
	if (scroll) await page.mouse.wheel(0, scroll);
	for (const k of keys) await page.keyboard.press(k);
	await page.waitForTimeout(300);
	await page.screenshot({ path: out, fullPage: full });
	await context.close();
	console.log(out);
}

const argv = process.argv.slice(2);
const server = await startStaticServer();
const browser = await launchChromium();
try {
	if (argv[0] === '--docs') {
		for (const s of DOCS) await shoot(browser, server.baseURL, { ...s, out: `docs/screenshots/${s.out}` });
	} else {
		const [path, id, step, out, size, ...flags] = argv;
		const opt = (name) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];
		await shoot(browser, server.baseURL, {
			path,
			id,
			step: Number(step),
			out,
			size: size?.includes('x') ? size : '1280x800',
			present: flags.includes('--present'),
			dark: flags.includes('--dark'),
			tryIt: flags.includes('--try'),
			full: flags.includes('--full'),
			scroll: Number(opt('scroll') ?? 0),
			keys: opt('keys')?.split(',') ?? [],
		});
	}
} finally {
	await browser.close();
	await server.close();
}
