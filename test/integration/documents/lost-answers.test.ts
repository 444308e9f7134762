import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import { dynamodb } from '#shared/aws/dynamodb';
import { withinDeadline } from '#tools/deadline';
import { pdfPage } from '../../support/document-pages';
import { invoke } from '../../support/invoke';
import { dropPages, useDocumentStore } from './support/store';
import { settled } from './support/submissions';

const { dropBucket } = useDocumentStore();

/**
 * The database commits the next write of a submission record, then its answer
 * is lost (a connection reset on the way back): the caller cannot know whether
 * it took effect. Resolves the id of the submission so written.
 */
function loseTheAnswerToTheNextSubmissionWrite(): Promise<string> {
  return new Promise((resolve) => {
    const name = 'lose-submission-write-answer';
    dynamodb.middlewareStack.add(
      (next: FinalizeHandler<object, MetadataBearer>) => async (args: FinalizeHandlerArguments<object>) => {
        const result = await next(args);
        const pk = (args.input as { Item?: { pk?: { S?: string } } }).Item?.pk?.S ?? '';
        if (!pk.startsWith('SUBMISSION#')) return result;
        dynamodb.middlewareStack.remove(name);
        resolve(pk.slice('SUBMISSION#'.length));
        throw Object.assign(new Error('socket hang up'), { name: 'ECONNRESET', code: 'ECONNRESET' });
      },
      { step: 'finalizeRequest', name, override: true },
    );
  });
}

test('a submission recorded though its answer was lost is processed, not left pending forever', async () => {
  await dropPages({ 'lost-answer.pdf': pdfPage('lost answer') });
  const written = loseTheAnswerToTheNextSubmissionWrite();

  const response = await invoke('submitImage', {
    body: {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      bucket: dropBucket(),
      fileKey: 'lost-answer.pdf',
    },
  });

  // The service cannot tell the caller it was accepted...
  expect(response.status).toBe(503);
  // ...but what the database recorded still ends, as any submission does.
  // Written before the 503 came back: a write never made is named at once, not left to the test's timeout.
  const submissionId = await withinDeadline(
    'the submission write whose answer was lost',
    1_000,
    () => written,
  );
  expect(await settled(`/images/submissions/${submissionId}`)).toMatchObject({ status: 'completed' });
});
