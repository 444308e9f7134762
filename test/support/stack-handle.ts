import type { RunningService } from '#tools/local-stack/dynamodb-local';
import type { EmbeddedStack } from '#tools/local-stack/embedded-stack';

/**
 * Jest runs global setup and teardown in one process but loads them as separate
 * modules: the running stack (and the further workers' DynamoDB Local) passes
 * between them on globalThis.
 */
const STACK = Symbol.for('tms.test.embeddedStack');
interface Kept {
  stack: EmbeddedStack;
  further: readonly RunningService[];
}
const holder = globalThis as { [STACK]?: Kept };

export function keepStack(stack: EmbeddedStack, further: readonly RunningService[]): void {
  holder[STACK] = { stack, further };
}

/** Stops what keepStack kept, if anything. */
export async function stopKeptStack(): Promise<void> {
  const kept = holder[STACK];
  delete holder[STACK];
  if (kept === undefined) return;
  await Promise.all([kept.stack.stop(), ...kept.further.map((service) => service.stop())]);
}
