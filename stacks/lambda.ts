import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Function, type FunctionProps, type Stack } from 'sst/constructs';
import { retentionDays, stagePolicy } from './stage.js';

/**
 * One of the app's Lambdas, with its own log group: retention and removal per stage (stage.ts). A log
 * group of our own instead of SST's `logRetention` keeps CDK's LogRetention custom-resource function
 * out of the app.
 */
export function appFunction(stack: Stack, id: string, props: FunctionProps): Function {
  const policy = stagePolicy(stack.stage);
  const logGroup = new LogGroup(stack, `${id}-logs`, {
    retention: retentionDays(policy),
    removalPolicy: policy.removalPolicy,
  });
  return new Function(stack, id, { ...props, logGroup });
}
