// Preloaded by run.mjs into every test file's process (`--import`): when the file's process ends,
// appends `{ file, seconds }` (wall time from the process's start) to BROWSER_TESTS_TIMINGS, so the
// runner can print each file's time. Not a test file itself.
import { appendFileSync } from 'node:fs';

const out = process.env.BROWSER_TESTS_TIMINGS;
const file = process.argv[1];
if (out && file?.endsWith('.test.mjs')) {
	process.once('exit', () => {
		const seconds = performance.now() / 1000; // since the process started
		try {
			appendFileSync(
				out,
				`${JSON.stringify({ file, run: process.env.BROWSER_TESTS_RUN, seconds: Math.round(seconds * 10) / 10, cpu: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1e5) / 10 })}\n`,
			);
		} catch {
			// timings are a report, never a failure
		}
	});
}
