import { logger } from '#shared/observability/logger';
import {
  REDACTED,
  redactSecrets,
  redactSignedUrls,
  redactStrings,
  redactTokens,
  redactWebhookSecrets,
} from '#shared/observability/redaction';
import { captureOutput } from '../../support/captured-output';

const PRESIGNED =
  'https://docs.s3.amazonaws.com/1001/POD/p1.tif?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=ASIAEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z' +
  '&X-Amz-Expires=900&X-Amz-Security-Token=IQoJb3JpZ2luX2VjEXAMPLE&X-Amz-Signature=0f1e2d3c4b5a&X-Amz-SignedHeaders=host';
const SECRETS = [
  'eyJhbGciOiJIUzI1NiJ9.token',
  'ASIAEXAMPLE',
  'IQoJb3JpZ2luX2VjEXAMPLE',
  '0f1e2d3c4b5a',
  'session=abc',
];

describe('redactSignedUrls', () => {
  test('keeps the URL readable and drops what signs it', () => {
    const redacted = redactSignedUrls(PRESIGNED);
    expect(redacted).toContain(
      'https://docs.s3.amazonaws.com/1001/POD/p1.tif?X-Amz-Algorithm=AWS4-HMAC-SHA256',
    );
    expect(redacted).toContain(`X-Amz-Credential=${REDACTED}&X-Amz-Date=20260101T000000Z`);
    expect(redacted).toContain(`X-Amz-Signature=${REDACTED}&X-Amz-SignedHeaders=host`);
    for (const secret of SECRETS) expect(redacted).not.toContain(secret);
  });

  test('also inside an encoded URL, in any letter case, and leaves other text alone', () => {
    const nested = `see ${encodeURIComponent(PRESIGNED)} and x-amz-signature=abc`;
    expect(redactSignedUrls(nested)).not.toMatch(/0f1e2d3c4b5a|=abc/);
    expect(redactSignedUrls('no signature here')).toBe('no signature here');
  });
});

describe('redactTokens', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkIn0.c2lnbmF0dXJl';

  test('drops a bearer token wherever a client put it, and leaves other text alone', () => {
    expect(redactTokens(`/images?type=BOL&access_token=${jwt}&x=1`)).toBe(
      `/images?type=BOL&access_token=${REDACTED}&x=1`,
    );
    expect(redactTokens(`Bearer ${jwt}`)).toBe(`Bearer ${REDACTED}`);
    expect(redactTokens('eyJ alone, a.b.c and 2026-11-23T08:00:00')).toBe(
      'eyJ alone, a.b.c and 2026-11-23T08:00:00',
    );
  });

  test('redactStrings applies it, and the URL redaction, to every string of an error body', () => {
    const body = { status: 404, data: { uri: `/x?t=${jwt}`, pages: [PRESIGNED] }, message: `at ${jwt}` };
    const redacted = JSON.stringify(redactStrings(body));
    expect(redacted).not.toContain(jwt.split('.')[2]);
    expect(redacted).not.toContain('0f1e2d3c4b5a');
    expect(redactStrings(body).status).toBe(404);
  });
});

describe('redactSecrets', () => {
  test('drops credential headers at any depth, whatever their case', () => {
    const value = {
      headers: { Authorization: `Bearer ${SECRETS[0]}`, cookie: SECRETS[4], accept: 'application/json' },
      upstream: { request: { 'proxy-authorization': 'Basic x' } },
    };
    expect(JSON.parse(JSON.stringify(value, redactSecrets))).toEqual({
      headers: { accept: 'application/json' },
      upstream: { request: {} },
    });
  });
});

describe('the service logger', () => {
  test('writes no token and no presigned signature, wherever they appear in an entry', () => {
    const output = captureOutput();
    logger.setLogLevel('INFO');
    try {
      logger.appendKeys({ requestId: 'req-1', route: 'GET /images' });
      logger.info(`signed ${PRESIGNED}`, {
        headers: { authorization: `Bearer ${SECRETS[0]}` },
        pages: [{ url: PRESIGNED }],
      });
      logger.error('request failed', { error: new Error(`download of ${PRESIGNED} failed`) });
    } finally {
      logger.setLogLevel('SILENT');
      logger.resetKeys();
      output.restore();
    }
    const text = output.lines().join('\n');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const [info, error] = output.records();
    expect(info).toMatchObject({
      level: 'INFO',
      requestId: 'req-1',
      route: 'GET /images',
      headers: {},
      pages: [{ url: expect.stringContaining(`X-Amz-Signature=${REDACTED}`) }],
    });
    expect(error).toMatchObject({
      level: 'ERROR',
      requestId: 'req-1',
      error: { name: 'Error', message: expect.stringContaining(`X-Amz-Signature=${REDACTED}`) },
    });
  });
});

describe('redactWebhookSecrets', () => {
  test('drops a webhook secret wherever it appears, and leaves other text alone', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7Kz9Yv1Fj2g=';
    expect(redactWebhookSecrets(`{"secret":"${secret}","id":"w-1"}`)).toBe(
      `{"secret":"whsec_${REDACTED}","id":"w-1"}`,
    );
    expect(redactWebhookSecrets('whsec alone, and msg_abc')).toBe('whsec alone, and msg_abc');
    expect(JSON.stringify(redactStrings({ message: `at ${secret}` }))).not.toContain('MfKQ9r8');
  });
});
