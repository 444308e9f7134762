import { useDocumentStore } from './support/store';
import { requestUpload } from './support/uploads';

// A deployment with a lower page limit than the spec's 25 MiB signs no larger upload.
process.env.MAX_DOCUMENT_PAGE_BYTES = '1000';
useDocumentStore();

const upload = (contentLength: number) => requestUpload({ contentLength });

test("an upload larger than the deployment's page limit is refused naming contentLength", async () => {
  expect((await upload(1000)).status).toBe(201);
  const refused = await upload(1001);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe("Invalid value for 'contentLength': a page is at most 1000 bytes.");
});
