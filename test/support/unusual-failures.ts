/** Ten million characters: a message no log line or error body may carry whole. */
export const HUGE_MESSAGE = `huge-start ${'x'.repeat(10_000_000)} huge-end`;

const fail = () => {
  throw new Error('trapped');
};

/**
 * Values code can throw that a naive error path chokes on (endless recursion,
 * throwing reads, a line of megabytes), each built afresh by its factory.
 */
export const UNUSUAL_FAILURES: [string, () => unknown][] = [
  [
    'an Error whose cause is itself',
    () => {
      const error = new Error('self-caused');
      error.cause = error;
      return error;
    },
  ],
  [
    'a cause chain a → b → a',
    () => {
      const a = new Error('a');
      a.cause = new Error('b', { cause: a });
      return a;
    },
  ],
  ['an Error with a 10 MB message', () => new Error(HUGE_MESSAGE)],
  ['a string', () => 'plain string thrown'],
  ['null', () => null],
  ['undefined', () => undefined],
  ['a number', () => 42],
  ['a big integer', () => 10n ** 30n],
  [
    'an object with a throwing getter',
    () => ({
      code: 'E1',
      get detail(): string {
        throw new Error('getter failed');
      },
    }),
  ],
  ['an object whose toJSON throws', () => ({ toJSON: fail })],
  [
    'a Proxy that throws on every trap',
    () => new Proxy({}, Object.fromEntries(Object.getOwnPropertyNames(Reflect).map((trap) => [trap, fail]))),
  ],
  [
    'an object with a cycle in a property',
    () => {
      const node: Record<string, unknown> = { name: 'node' };
      node.child = { parent: node };
      return node;
    },
  ],
  [
    'an Error whose message getter throws',
    () =>
      Object.defineProperty(new Error('unread'), 'message', {
        get: fail,
      }),
  ],
];
