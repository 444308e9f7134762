let invoked = false;

/**
 * Whether the invocation under way is its execution environment's cold start:
 * the first invocation of an environment Lambda started for a request
 * (`AWS_LAMBDA_INITIALIZATION_TYPE=on-demand`, as Powertools counts them), not
 * one that provisioned concurrency readied ahead of time, and never a local
 * run. Answers once per invocation; true at most once per process.
 */
export function takeColdStart(): boolean {
  const first = !invoked;
  invoked = true;
  return first && process.env.AWS_LAMBDA_INITIALIZATION_TYPE === 'on-demand';
}
