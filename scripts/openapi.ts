import { writeFile } from 'node:fs/promises';

// The examples use the data layer's pure helpers, which load the AWS SDK: its Node 20 notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { API_DOCUMENT_FILE, apiDocumentText } = await import('#tools/openapi/document-file');

// Regenerates the committed API document; a test fails while the committed one differs from a fresh one.
await writeFile(API_DOCUMENT_FILE, await apiDocumentText());
console.log(`Wrote ${API_DOCUMENT_FILE}`);
