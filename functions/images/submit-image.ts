import { committedSubmission, submitDocument } from '#shared/documents/submit';
import { httpHandler } from '#shared/http/http-handler';
import { idempotency } from '#shared/http/idempotency/keyed-requests';
import { accepted } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(
  routes.submitImage,
  async ({ body, principal, createdResourceId }) => {
    const { echo, location } = await submitDocument(body, principal, createdResourceId);
    return accepted(echo, location);
  },
  {
    idempotency,
    // A keyed retry whose first run committed and died before its answer was kept: the same 202.
    answerFromCurrentState: async ({ body, createdResourceId = '' }) => {
      const { echo, location } = await committedSubmission(body, createdResourceId);
      return accepted(echo, location);
    },
  },
);
