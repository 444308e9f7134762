import type { Caller } from '../../../support/invoke';
import { invoke } from '../../../support/invoke';

export interface UploadTicket {
  bucket: string;
  fileKey: string;
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  expiresAt: string;
}

/** `POST /images/uploads` for a 1,000-byte PDF of shipment 1001's POD, unless `overrides` say otherwise. */
export const requestUpload = (overrides: Record<string, unknown> = {}, caller: Caller = {}) =>
  invoke('createImageUpload', {
    body: {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      contentType: 'application/pdf',
      contentLength: 1000,
      ...overrides,
    },
    ...caller,
  });

/** Asks `POST /images/uploads` for a ticket for `bytes` of `contentType`, for shipment 1001's POD unless told otherwise. */
export async function askForUpload(
  bytes: Uint8Array,
  contentType: string,
  caller: Caller = {},
  overrides: Record<string, unknown> = {},
): Promise<UploadTicket> {
  const response = await requestUpload({ contentType, contentLength: bytes.length, ...overrides }, caller);
  if (response.status !== 201) {
    throw new Error(`POST /images/uploads answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** Sends the file as a device would: the ticket's fields, then the file, as multipart/form-data. */
export async function sendUpload(ticket: UploadTicket, bytes: Uint8Array, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'upload');
  return fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: form });
}
