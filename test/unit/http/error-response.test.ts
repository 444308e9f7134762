import { toHttpError } from '#shared/http/error-response';
import { UNUSUAL_FAILURES } from '../../support/unusual-failures';

/** An error as the AWS SDK leaves it after its retries: attempts recorded, a status only if a response came. */
function sdkError(name: string, metadata: { attempts?: number; httpStatusCode?: number }, code?: string) {
  return Object.assign(new Error(`${name} happened`), { name, $metadata: metadata, ...(code && { code }) });
}

describe('which failures mean a dependency is down (503) rather than a fault (500)', () => {
  test.each([
    ['a refused connection', sdkError('Error', { attempts: 3 }, 'ECONNREFUSED')],
    [
      'a name that did not resolve, whatever the code is called',
      sdkError('Error', { attempts: 3 }, 'EAI_AGAIN'),
    ],
    ['a socket error whose code the SDK could not read', sdkError('Error', { attempts: 3 })],
    ['a request timeout', sdkError('TimeoutError', { attempts: 3 })],
    ['throttling', sdkError('ThrottlingException', { attempts: 3, httpStatusCode: 400 })],
    ['a 503 from the service', sdkError('ServiceUnavailable', { attempts: 3, httpStatusCode: 503 })],
    ['any other 5xx from the service', sdkError('InternalFailure', { attempts: 3, httpStatusCode: 500 })],
  ])('%s: 503', (_, error) => {
    expect(toHttpError(error).status).toBe(503);
  });

  test.each([
    [
      'a refused request the service answered',
      sdkError('ValidationException', { attempts: 1, httpStatusCode: 400 }),
    ],
    ['an error before anything was sent', sdkError('Error', {})],
    ['a bug', new TypeError('x is undefined')],
  ])('%s: 500', (_, error) => {
    expect(toHttpError(error).status).toBe(500);
  });
});

describe('mapping never throws, whatever was thrown', () => {
  test.each(UNUSUAL_FAILURES)('%s: a plain 500', (_, failure) => {
    const mapped = toHttpError(failure());
    expect(mapped.status).toBe(500);
    expect(mapped.message).toBe('An unexpected error occurred.');
  });

  test('an error whose name or code cannot be read: a plain 500', () => {
    const unreadable = (key: string) =>
      Object.defineProperty(new Error('x'), key, {
        get() {
          throw new Error(`no ${key}`);
        },
      });
    expect(toHttpError(unreadable('name')).status).toBe(500);
    expect(toHttpError(unreadable('code')).status).toBe(500);
    expect(toHttpError(unreadable('$metadata')).status).toBe(500);
  });
});
