import { writeFile } from 'node:fs/promises';
import { API_DOCUMENT_FILE, apiDocumentText } from '#tools/openapi/document-file';

// Regenerates the committed API document; a test fails while the committed one differs from a fresh one.
await writeFile(API_DOCUMENT_FILE, await apiDocumentText());
console.log(`Wrote ${API_DOCUMENT_FILE}`);
