import { type AccessPattern, code, inModule, keyTemplates } from '#shared/data/access-patterns';
import { DOCUMENT_SORT_PREFIX, documentItemTypes } from './keys';

const types = documentItemTypes();
const keyOf = keyTemplates(types);
const documents = (...names: string[]) => inModule('shared/documents/store.ts', ...names);

/**
 * How the documents' items are read and written: current documents,
 * submissions and issued uploads, as docs/data-model.md lists them (`npm run
 * docs:data-model`).
 */
export const documentAccessPatterns = (): AccessPattern[] => [
  {
    pattern: "Read a shipment's current document of a type",
    index: 'table, Get',
    key: keyOf('document'),
    functions: [documents('getCurrentDocument')],
  },
  {
    pattern:
      "Make a document the shipment's current one of its type, unless the current one comes from a newer submission",
    index: 'table, conditional Put',
    key: 'as above, on condition `data.submittedAt`, then `data.submissionId`, is not newer',
    functions: [documents('putCurrentDocumentIfNewer')],
  },
  {
    pattern: 'Make a document the current one whatever it replaces (tests)',
    index: 'table, Put',
    key: 'as above',
    functions: [documents('putCurrentDocument')],
  },
  {
    pattern: 'List the document types a shipment has',
    index: 'table, Query',
    key: `${code(`pk = ${types.document.pk}`)}, ${code(`begins_with(sk, ${DOCUMENT_SORT_PREFIX})`)}`,
    functions: [documents('listDocumentTypesOfShipment')],
  },
  {
    pattern: 'Read or record a document submission',
    index: 'table, Get / Put',
    key: keyOf('submission'),
    functions: [documents('getSubmission', 'putSubmission')],
  },
  {
    pattern: 'Record a keyed submission unless a retry of it already did',
    index: 'table, conditional Put',
    key: `${code(`pk = ${types.submission.pk.replace('<id>', '<id derived from caller, method, path, key>')}`)}, ${code(`sk = ${types.submission.sk}`)}`,
    functions: [documents('putNewSubmission')],
  },
  {
    pattern:
      'Record an issued upload key with its declaration; read the records of the keys a bucket submission names',
    index: 'table, Put; BatchGet',
    key: keyOf('upload'),
    functions: [inModule('shared/documents/upload-store.ts', 'putIssuedUpload', 'issuedUploads')],
  },
  {
    pattern:
      'Record a submission of issued uploads, each upload submitted once: the submission and every upload it names marked `submittedIn` it, together',
    index:
      'table, TransactWrite: Put of the submission on `attribute_not_exists(pk)`, an Update per upload on condition that it exists and no other submission has it',
    key: `${keyOf('submission')}; ${keyOf('upload')}`,
    functions: [inModule('shared/documents/upload-store.ts', 'putSubmissionOfUploads')],
  },
  {
    pattern: 'Settle a pending submission as completed or failed, only if still pending',
    index: 'table, conditional Update',
    key: `${keyOf('submission')}, on condition \`data.status = pending\`; removes \`gsi1pk\`, \`gsi1sk\``,
    functions: [documents('settleSubmission')],
  },
  {
    pattern:
      'List the submissions still pending, oldest first, or those recorded before a time (the local worker resumes them at start, and sweeps up those no attempt works on)',
    index: '`gsi1`, Query forwards',
    key: `${code(`gsi1pk = ${types.submission.gsi1.pk}`)}, ordered by ${code(`gsi1sk = ${types.submission.gsi1.sk}`)}; ${code('gsi1sk <= <time>')} for those recorded before it`,
    functions: [documents('listPendingSubmissionIds')],
  },
];
