import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { config } from '#shared/config';
import { logger } from '#shared/observability/logger';
import { recordSubmissionOutcome } from '#shared/observability/metrics';
import type { Attempt, AttemptOutcome } from '#shared/queues/attempt';
import { currentSettings } from '#shared/settings/current-settings';
import { asSubmissionFailure, onPage } from './failures';
import { acceptedMediaTypeOf } from './page-format';
import { pageReaders } from './page-sources';
import {
  type DocumentSubmission,
  documentPageObjectKey,
  getSubmission,
  putCurrentDocumentIfNewer,
  settleSubmission,
} from './store';

interface StoredPage {
  key: string;
  contentType: string;
}

/**
 * Reads, checks and stores every page, in order, under the submission's own
 * prefix of the documents bucket: until the submission completes, no stored
 * document points at these objects.
 */
async function storePages(submission: DocumentSubmission): Promise<StoredPage[]> {
  const { imageFormats } = await currentSettings();
  const stored: StoredPage[] = [];
  for (const [index, read] of pageReaders(submission.source).entries()) {
    const page = index + 1;
    try {
      const bytes = await read();
      const contentType = await acceptedMediaTypeOf(bytes, imageFormats);
      const key = documentPageObjectKey(submission.shipmentId, submission.type, submission.id, page);
      await s3.send(
        new PutObjectCommand({
          Bucket: config.documentsBucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
        }),
      );
      stored.push({ key, contentType });
    } catch (error) {
      throw onPage(page, asSubmissionFailure(error, 'the page could not be stored'));
    }
  }
  return stored;
}

async function complete(submission: DocumentSubmission, pages: StoredPage[]): Promise<void> {
  const becameCurrent = await putCurrentDocumentIfNewer({
    shipmentId: submission.shipmentId,
    type: submission.type,
    submissionId: submission.id,
    submittedAt: submission.createdAt,
    bucket: config.documentsBucket,
    fileKeys: pages.map((page) => page.key),
    contentTypes: pages.map((page) => page.contentType),
  });
  await settleSubmission(submission.id, {
    status: 'completed',
    reason: '',
    completedAt: new Date().toISOString(),
  });
  logger.info('document submission completed', { submissionId: submission.id, becameCurrent });
  recordSubmissionOutcome('completed');
}

async function fail(submission: DocumentSubmission, reason: string): Promise<void> {
  await settleSubmission(submission.id, { status: 'failed', reason, completedAt: new Date().toISOString() });
  logger.info('document submission failed', { submissionId: submission.id, reason });
  recordSubmissionOutcome('failed');
}

async function attemptSubmission(submission: DocumentSubmission, attempt: Attempt): Promise<AttemptOutcome> {
  if (attempt.number > attempt.of) {
    // Earlier deliveries ended without settling it (the function timed out or crashed, the store did not
    // answer), or this one comes from the dead-letter queue.
    await fail(submission, `Processing did not finish in ${attempt.of} attempts.`);
    return 'settled';
  }
  let pages: StoredPage[];
  try {
    pages = await storePages(submission);
  } catch (error) {
    const failure = asSubmissionFailure(error, 'The document could not be processed.');
    if (!failure.retryable) {
      await fail(submission, failure.reason);
      return 'settled';
    }
    if (attempt.number < attempt.of) {
      logger.warn('document submission attempt failed', {
        submissionId: submission.id,
        attempt: attempt.number,
        reason: failure.reason,
        error: failure.cause as Error,
      });
      recordSubmissionOutcome('retried');
      return 'retry';
    }
    await fail(submission, `${failure.reason} Gave up after ${attempt.of} attempts.`);
    return 'settled';
  }
  await complete(submission, pages);
  return 'settled';
}

/**
 * Processes one delivery of a submission: the same function behind the SQS
 * processor and the local worker. Settling is idempotent, so a duplicate or
 * late delivery of a settled submission changes nothing. Never throws: a
 * failure to read or settle the submission itself asks for another delivery.
 */
export async function processSubmission(submissionId: string, attempt: Attempt): Promise<AttemptOutcome> {
  try {
    const submission = await getSubmission(submissionId);
    if (submission?.status !== 'pending') return 'settled';
    return await attemptSubmission(submission, attempt);
  } catch (error) {
    logger.error('document submission could not be processed', { submissionId, error: error as Error });
    recordSubmissionOutcome('retried');
    return 'retry';
  }
}
