/**
 * S3 event notifications as S3 sends them to SQS (and the local emulator
 * emits them): the drop bucket's folders (inbox/ for documents, sync/ for
 * data files) are read from the same records.
 */

/** One record of an S3 event notification. */
export interface S3EventRecord {
  eventName: string;
  s3: {
    bucket: { name: string };
    object: { key: string; sequencer?: string; size?: number; eTag?: string; versionId?: string };
  };
}

/** What an S3 message on a queue says: objects created, or the test S3 sends once a notification is configured. */
export type S3Notification = { kind: 'objects-created'; records: S3EventRecord[] } | { kind: 's3-test' };

const isS3Record = (record: unknown): record is S3EventRecord => {
  const candidate = record as Partial<S3EventRecord> | null;
  return (
    typeof candidate?.eventName === 'string' &&
    typeof candidate.s3?.bucket?.name === 'string' &&
    typeof candidate.s3.object?.key === 'string'
  );
};

/** Reads a parsed queue message as S3 writes it, or undefined when S3 did not write it. */
export function readS3Notification(message: Record<string, unknown>): S3Notification | undefined {
  const { Records: records, Event: event } = message;
  if (Array.isArray(records) && records.length > 0 && records.every(isS3Record)) {
    return { kind: 'objects-created', records };
  }
  if (event === 's3:TestEvent') return { kind: 's3-test' };
  return undefined;
}

/**
 * An object key as S3 event notifications write it: URL-encoded as a form
 * value (a space is `+`). Decoded exactly once: a key that itself contains
 * `%2e%2e` or `%2F` names an object with those characters, never `..` or `/`.
 * Undefined when the text is no valid encoding.
 */
export function decodeEventKey(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** How S3 writes a key into an event (the local emulator's events carry it raw). */
export function encodeEventKey(key: string): string {
  return encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');
}
