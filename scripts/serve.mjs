// Serves a built site the way a static host would, on http://127.0.0.1:<port>/<base>/:
// the base it was built for (read from its sitemap), its _headers (CSP, caching) and _redirects.
//   npm run serve                 dist/ (npm run build) on port 4321
//   npm run serve -- dist-sub     the sub-path build (npm run build:sub): http://127.0.0.1:4321/rules-at-play/
//   npm run serve -- dist 8080    another port
import { resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.mjs';

const [dir = 'dist', port = '4321'] = process.argv.slice(2);
const server = await startStaticServer({ root: resolve(dir), port: Number(port) });
console.log(`Serving ${dir} (base ${server.base}, with its _headers and _redirects) at ${server.baseURL}/ — Ctrl+C to stop.`);
