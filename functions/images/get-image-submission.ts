import { reachableSubmission } from '#shared/documents/submissions';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getImageSubmission, async ({ path, principal, uri }) =>
  ok(await reachableSubmission(path.submissionId, principal, uri)),
);
