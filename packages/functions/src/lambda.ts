import { handle } from 'hono/aws-lambda';
import { loadBoundConfig } from './bound-config.js';

// The bound values (secrets, the site URL) are fetched while the app loads: modules read the rest of
// the environment while they load, but those only when a request asks (core/shared/env.ts), and no
// request is served before both are done. A fetch that fails fails the cold start.
const [{ app }] = await Promise.all([import('./api/app.js'), loadBoundConfig()]);

export const handler = handle(app);
