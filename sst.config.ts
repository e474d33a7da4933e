import { Aspects } from 'aws-cdk-lib';
import type { SSTConfig } from 'sst';
import { API } from './stacks/api.js';
import { Events, LambdaRuntimes } from './stacks/events.js';
import { Storage } from './stacks/storage.js';
import { Web } from './stacks/web.js';

export default {
  config() {
    return { name: 'shop', region: process.env.AWS_REGION ?? 'us-east-1' };
  },
  stacks(app) {
    app.stack(Storage).stack(Events).stack(API).stack(Web);
    Aspects.of(app).add(new LambdaRuntimes());
  },
} satisfies SSTConfig;
