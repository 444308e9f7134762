import type { EmbeddedStack } from '#tools/local-stack/embedded-stack';

/**
 * Jest runs global setup and teardown in one process but loads them as separate
 * modules: the running stack passes between them on globalThis.
 */
const STACK = Symbol.for('tms.test.embeddedStack');
const holder = globalThis as { [STACK]?: EmbeddedStack };

export function keepStack(stack: EmbeddedStack): void {
  holder[STACK] = stack;
}

export function takeStack(): EmbeddedStack | undefined {
  const stack = holder[STACK];
  delete holder[STACK];
  return stack;
}
