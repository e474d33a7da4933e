import { handle } from 'hono/aws-lambda';
import { loadBoundConfig } from './bound-config.js';

await loadBoundConfig();
// Imported after the environment is complete: modules may read `env()` while they load.
const { app } = await import('./api/app.js');

export const handler = handle(app);
