import { TmsApiError } from './api-error.js';
import type { BodyOf, ResponseOf } from './types.js';

/** One page of a document to upload: its bytes and their media type. */
export interface UploadPage {
  bytes: Uint8Array;
  contentType: BodyOf<'createImageUpload'>['contentType'];
}

/** What `uploadAndSubmit` submits: the document's target and type, and who submitted it. */
export type UploadedDocument = Omit<BodyOf<'createImageUpload'>, 'contentType' | 'contentLength'> & {
  submittedBy?: string;
};

/** Sends one page to the presigned form of its upload ticket; throws `TmsApiError` when storage refuses it. */
export async function uploadPage(
  fetchFn: typeof fetch,
  ticket: ResponseOf<'createImageUpload'>,
  page: UploadPage,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // The file goes last: S3 ignores form fields after it.
  form.append(
    'file',
    // TypeScript 5.7+ types a Blob part as ArrayBuffer-backed; any Uint8Array's bytes are copied alike.
    new Blob([page.bytes as Uint8Array<ArrayBuffer>], { type: page.contentType }),
    'page',
  );
  const response = await fetchFn(ticket.url, {
    method: ticket.method,
    headers: ticket.headers,
    body: form,
    ...(signal && { signal }),
  });
  if (!response.ok) throw TmsApiError.fromResponse(response, await response.text());
}
