import type { SSTConfig } from 'sst';
import { API } from './stacks/api.js';
import { Events } from './stacks/events.js';
import { Monitoring } from './stacks/monitoring.js';
import { assertStageInputs } from './stacks/stage.js';
import { Storage } from './stacks/storage.js';
import { Web } from './stacks/web.js';

export default {
  config() {
    return { name: 'shop', region: process.env.AWS_REGION ?? 'us-east-1' };
  },
  stacks(app) {
    assertStageInputs(app.stage);
    app.stack(Storage).stack(Events).stack(API).stack(Web).stack(Monitoring);
  },
} satisfies SSTConfig;
