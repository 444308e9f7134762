import { DOCUMENT_TYPES, type DocumentType } from '#shared/domain/types';
import { fileKeyProblem } from './file-key';
import { INBOX_PREFIX } from './upload-keys';

/** What a drop-folder key says: `inbox/SHIPMENT/{entityId}/{type}/{name}`. */
export interface InboxKey {
  entityId: string;
  type: DocumentType;
  name: string;
}

export type InboxKeyReading =
  | { kind: 'submit'; inbox: InboxKey }
  /** Not the drop folder's business: outside `inbox/`, or a folder marker (`…/`). */
  | { kind: 'ignore' }
  | { kind: 'refuse'; reason: string };

const FORM = `expected ${INBOX_PREFIX}SHIPMENT/{entityId}/{type}/{name}`;
const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Reads a decoded drop-bucket key as the drop folder does, with the `fileKey` rules of any submission. */
export function readInboxKey(key: string): InboxKeyReading {
  if (!key.startsWith(INBOX_PREFIX) || key.endsWith('/')) return { kind: 'ignore' };
  const problem = fileKeyProblem(key);
  if (problem !== undefined) return { kind: 'refuse', reason: `the key ${problem}` };
  const [, context, entityId = '', type = '', name = '', ...rest] = key.split('/');
  if (context !== 'SHIPMENT' || name === '' || rest.length > 0) return { kind: 'refuse', reason: FORM };
  if (entityId.length > 128)
    return { kind: 'refuse', reason: 'the shipment id is longer than 128 characters' };
  if (!isDocumentType(type)) return { kind: 'refuse', reason: `${type} is not a document type` };
  return { kind: 'submit', inbox: { entityId, type, name } };
}
