import {
  AccessDenied,
  Busy,
  ChangedMeanwhile,
  InvalidValue,
  NotFound,
  RulesRefused,
  resourceNotFound,
  TooLargeToStore,
  VersionMismatch,
} from '#shared/domain/errors';
import { errorBody, toHttpError } from '#shared/http/error-response';

/** What the edge answers for a failure: status and the spec's error body. */
const answerTo = (error: unknown) => {
  const http = toHttpError(error);
  return { status: http.status, body: errorBody(http.status, http.message || undefined, http.data) };
};

test.each([
  [
    'a resource named by its path',
    resourceNotFound('/shipments/9/images'),
    404,
    { message: 'Resource at /shipments/9/images not found', data: { uri: '/shipments/9/images' } },
  ],
  [
    'a shipment an itinerary PUT names',
    new NotFound('Shipment not found.'),
    404,
    { message: 'Shipment not found.', data: {} },
  ],
  ['access denied', new AccessDenied(), 403, { message: 'This token does not allow this request.' }],
  [
    'access denied, with why',
    new AccessDenied('Only your own events.'),
    403,
    { message: 'Only your own events.' },
  ],
  [
    'an invalid value',
    new InvalidValue('ImageSubmission', 'type', "Invalid value for 'type': no."),
    400,
    { data: { object_name: 'ImageSubmission', prop_name: 'type' } },
  ],
  [
    'rules refused',
    new RulesRefused(['a', 'b']),
    400,
    { message: 'There were 2 validation errors.', data: { failure_messages: ['a', 'b'] } },
  ],
  [
    'the shipment status refused',
    new RulesRefused(['Shipment 1003 has a status of cancelled and does not allow updates.'], true),
    422,
    { message: 'Shipment 1003 has a status of cancelled and does not allow updates.' },
  ],
  ['changed meanwhile', new ChangedMeanwhile('retry.'), 409, { message: 'retry.' }],
  ['a version mismatch', new VersionMismatch(), 412, {}],
  ['too large to store', new TooLargeToStore('too large'), 413, { message: 'too large' }],
  [
    'busy',
    new Busy('pages keep changing'),
    503,
    { message: 'The service is temporarily unavailable. Retry later.' },
  ],
])('%s is answered %i', (_, error, status, body) => {
  const answer = answerTo(error);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ status, ...body });
});
