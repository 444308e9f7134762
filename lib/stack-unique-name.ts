import { Aws, Fn } from 'aws-cdk-lib';

/**
 * A physical name for a resource the stack keeps when it goes: `prefix` and
 * the last 12 hex digits of the stack's id. A stack made again after a
 * destroy has another id, so its resource does not clash with the one kept;
 * an update of the same stack keeps the name.
 */
export function perStackName(prefix: string): string {
  const stackGuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  return Fn.join('-', [prefix, Fn.select(4, Fn.split('-', stackGuid))]);
}
