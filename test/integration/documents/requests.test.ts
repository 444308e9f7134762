import { tiffPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { dropPages, useDocumentStore } from './support/store';
import { submit, submitAndSettle } from './support/submissions';
import { askForUpload, sendUpload } from './support/uploads';

const store = useDocumentStore();

const byBucket = (overrides: Record<string, unknown> = {}) => ({
  context: 'SHIPMENT',
  entityId: '1001',
  type: 'POD',
  bucket: store.dropBucket(),
  fileKey: 'pod.tif',
  ...overrides,
});

beforeAll(async () => {
  await dropPages({ 'pod.tif': tiffPage('requests POD') });
});

describe('POST /images refusals', () => {
  const byUrl = {
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'POD',
    locationType: 'url',
    url: 'https://a.example/p.pdf',
  };
  const without = (body: Record<string, unknown>, property: string) =>
    Object.fromEntries(Object.entries(body).filter(([name]) => name !== property));

  test.each([
    ['context', 'bucket'],
    ['entityId', 'bucket'],
    ['type', 'bucket'],
    ['bucket', 'bucket'],
    ['fileKey', 'bucket'],
    ['locationType', 'URL'],
    ['url', 'URL'],
  ])('400 naming the missing %s of a %s submission', async (propName, method) => {
    const body = without(method === 'URL' ? byUrl : byBucket(), propName);
    const response = await invoke('submitImage', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      description: 'Bad Request',
      data: { object_name: 'ImageSubmission', prop_name: propName },
      message: expect.stringContaining(`'${propName}'`),
    });
  });

  test.each([
    ['a context other than SHIPMENT', { context: 'ORDER' }, 'context'],
    ['a type outside the spec', { type: 'SELFIE' }, 'type'],
    ['a type this TMS does not support', { type: 'HAZMAT' }, 'type'],
    [
      'both methods at once',
      { locationType: 'url', url: 'https://documents.example.com/a.pdf' },
      'locationType',
    ],
    ['an empty page list', { fileKey: [] }, 'fileKey'],
    ['a bucket the deployment does not allow', { bucket: 'someone-elses-bucket' }, 'bucket'],
  ])('400 naming the property for %s', async (_, overrides, propName) => {
    const response = await invoke('submitImage', { body: byBucket(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({ object_name: 'ImageSubmission', prop_name: propName });
  });

  test('400 for a body that is not JSON', async () => {
    const response = await invoke('submitImage', { body: '{"context":' });
    expect(response.status).toBe(400);
  });

  test('404 for an unknown shipment', async () => {
    const response = await invoke('submitImage', { body: byBucket({ entityId: '9999' }) });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, data: { uri: '/shipments/9999' } });
  });
});

describe('GET /images', () => {
  test.each(['context', 'entityId', 'type'])('400 naming the missing %s', async (missing) => {
    const parameters = new URLSearchParams({ context: 'SHIPMENT', entityId: '1001', type: 'BOL' });
    parameters.delete(missing);
    const response = await invoke('getImage', { query: parameters.toString() });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual(
      expect.objectContaining({ object_name: 'ImageQuery', prop_name: missing }),
    );
  });

  test('400 for a locationType other than url', async () => {
    const response = await invoke('getImage', {
      query: 'context=SHIPMENT&entityId=1001&type=BOL&locationType=s3',
    });
    expect(response.body.data).toMatchObject({ prop_name: 'locationType' });
  });

  test.each([
    ['a type the shipment has no document of', 'context=SHIPMENT&entityId=1001&type=DEL%20DELAY'],
    ['an unknown shipment', 'context=SHIPMENT&entityId=9999&type=BOL'],
  ])('404 with data.uri for %s', async (_, query) => {
    const response = await invoke('getImage', { query });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      status: 404,
      description: 'Not Found',
      data: { uri: `/images?${query}` },
      message: `Resource at /images?${query} not found`,
    });
  });

  test('one stored page is a string key, as the imported BOL shows', async () => {
    const response = await invoke('getImage', { query: 'context=SHIPMENT&entityId=1001&type=BOL' });
    expect(response.status).toBe(200);
    expect(typeof response.body.fileKey).toBe('string');
  });
});

test('GET /images/types lists the types of the settings', async () => {
  const response = await invoke('getImageTypes', { as: { driver: 'D-2' } });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ shipment: ['BOL', 'POD', 'DEL DELAY', 'SCALE TICKET'] });
});

describe('GET /shipments/{id}/images', () => {
  test('lists the types that exist, and an empty array when none', async () => {
    const withDocuments = await invoke('listShipmentImages', { pathParameters: { shipmentId: '1001' } });
    expect(withDocuments.body).toEqual({ id: '1001', self: '/shipments/1001/images', items: ['BOL'] });
    const without = await invoke('listShipmentImages', { pathParameters: { shipmentId: '1002' } });
    expect(without.body).toEqual({ id: '1002', self: '/shipments/1002/images', items: [] });
  });

  test('404 with data.uri and the spec message for an unknown shipment', async () => {
    const response = await invoke('listShipmentImages', { pathParameters: { shipmentId: '9999' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      status: 404,
      description: 'Not Found',
      data: { uri: '/shipments/9999/images' },
      message: 'Resource at /shipments/9999/images not found',
    });
  });
});

test('GET /images/submissions/{id}: 404 with data.uri for an unknown submission', async () => {
  const response = await invoke('getImageSubmission', { pathParameters: { submissionId: 'nope' } });
  expect(response.status).toBe(404);
  expect(response.body.data).toEqual({ uri: '/images/submissions/nope' });
});

describe('driver authority', () => {
  const assigned = { driver: 'D-1' };
  const other = { driver: 'D-2' };

  test('a driver submits and reads documents of a shipment with a move assigned to it', async () => {
    const page = tiffPage('driver POD');
    const ticket = await askForUpload(page, 'image/tiff', { as: assigned });
    await sendUpload(ticket, page, 'image/tiff');
    const submission = await submitAndSettle(byBucket({ fileKey: ticket.fileKey }), { as: assigned });
    expect(submission.status).toBe('completed');
    const query = 'context=SHIPMENT&entityId=1001&type=POD';
    expect((await invoke('getImage', { query, as: assigned })).status).toBe(200);
    expect(
      (await invoke('listShipmentImages', { pathParameters: { shipmentId: '1001' }, as: assigned })).status,
    ).toBe(200);
  });

  test('any other driver gets 403 for every documents endpoint of that shipment', async () => {
    const location = await submit(byBucket());
    const submissionId = location.split('/').pop() ?? '';
    const responses = await Promise.all([
      invoke('submitImage', { body: byBucket(), as: other }),
      invoke('getImage', { query: 'context=SHIPMENT&entityId=1001&type=BOL', as: other }),
      invoke('listShipmentImages', { pathParameters: { shipmentId: '1001' }, as: other }),
      invoke('getImageSubmission', { pathParameters: { submissionId }, as: other }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([403, 403, 403, 403]);
  });

  test('a driver gets 403 for a shipment with no move assigned to it', async () => {
    const response = await invoke('submitImage', { body: byBucket({ entityId: '1002' }), as: assigned });
    expect(response.status).toBe(403);
  });

  test('every documents endpoint needs a token', async () => {
    expect((await invoke('getImageTypes', { as: 'anonymous' })).status).toBe(401);
    expect((await invoke('submitImage', { body: byBucket(), as: 'anonymous' })).status).toBe(401);
  });
});
