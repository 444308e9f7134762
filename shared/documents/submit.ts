import { randomUUID } from 'node:crypto';
import { AlreadyUsed, InvalidValue, resourceNotFound } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { actorOf, type Principal } from '#shared/domain/principal';
import { configuredUrlPolicy, refusalAtSubmission } from '#shared/outbound/url-safety';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import { isAllowedSourceBucket } from './allowed-buckets';
import { assertTypeSupported } from './document-types';
import type { ImageSubmission } from './request-schemas';
import {
  type DocumentSubmission,
  getSubmission,
  putNewSubmission,
  putSubmission,
  type SubmissionSource,
  settleSubmission,
} from './store';
import { enqueue } from './submission-queue';
import { putSubmissionOfUploads, UploadSubmittedAlready } from './upload-store';
import { checkIssuedKeys } from './uploads';

const OBJECT_NAME = 'ImageSubmission';

const pageList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);

const invalid = (propName: string, why: string) =>
  new InvalidValue(OBJECT_NAME, propName, `Invalid value for '${propName}': ${why}.`);

/** The pages' source, refused with a 400 naming the property when it is not one the TMS may read. */
async function checkedSource(
  body: ImageSubmission,
  principal: Principal,
): Promise<{ source: SubmissionSource; pages: number }> {
  if (body.url !== undefined) {
    const urls = pageList(body.url);
    const policy = configuredUrlPolicy();
    const refusals = await Promise.all(urls.map((url) => refusalAtSubmission(url, policy)));
    const index = refusals.findIndex((refusal) => refusal !== undefined);
    if (index >= 0) {
      throw invalid(Array.isArray(body.url) ? `url[${index}]` : 'url', `URL refused: ${refusals[index]}`);
    }
    return { source: { kind: 'url', urls }, pages: urls.length };
  }
  // The schema lets a body through only with bucket and fileKey when it has no url.
  const bucket = body.bucket ?? '';
  if (!isAllowedSourceBucket(bucket)) {
    throw invalid('bucket', `this TMS does not read documents from bucket ${bucket}`);
  }
  const keys = pageList(body.fileKey ?? []);
  const declared = await checkIssuedKeys(principal, { ...body, bucket, keys }, OBJECT_NAME);
  return {
    source: { kind: 'bucket', bucket, keys, ...(Object.keys(declared).length > 0 && { declared }) },
    pages: keys.length,
  };
}

/**
 * Records a submission; the uploads `POST /images/uploads` issued that it
 * names become its own in the same write (`putSubmissionOfUploads`). A keyed
 * one is recorded only once: its retry finds it.
 */
async function record(submission: DocumentSubmission, source: SubmissionSource, keyed: boolean) {
  const uploads = source.kind === 'bucket' ? Object.keys(source.declared ?? {}) : [];
  if (source.kind === 'bucket' && uploads.length > 0) {
    await putSubmissionOfUploads(submission, source.bucket, uploads);
  } else if (keyed) await putNewSubmission(submission);
  else await putSubmission(submission);
}

/**
 * POST /images: checks the submission, records it as pending and queues it.
 * Resolves the spec's echo body and where the submission can be followed.
 * `submissionId`, when the request is keyed, is the same for each retry: a
 * retry that finds the submission recorded queues it again (the processor
 * ignores one no longer pending) instead of recording a second one.
 */
export async function submitDocument(body: ImageSubmission, principal: Principal, submissionId?: string) {
  await assertTypeSupported(OBJECT_NAME, body.type);
  const { shipment } = await requireShipment(body.entityId, hrefs.shipment(body.entityId));
  assertMayReachShipment(principal, shipment);
  const { source, pages } = await checkedSource(body, principal);

  const submission: DocumentSubmission = {
    id: submissionId ?? randomUUID(),
    shipmentId: shipment.id,
    type: body.type,
    status: 'pending',
    reason: '',
    submittedBy: body.submittedBy ?? '',
    requestedBy: actorOf(principal),
    source,
    pages,
    createdAt: new Date().toISOString(),
    completedAt: '',
  };
  try {
    await record(submission, source, submissionId !== undefined);
  } catch (error) {
    if (error instanceof UploadSubmittedAlready) {
      throw new AlreadyUsed(
        OBJECT_NAME,
        'fileKey',
        `Invalid value for 'fileKey': '${error.key}' was submitted already; an upload is submitted once (POST /images/uploads gives a new one).`,
      );
    }
    // The write may have committed before its answer was lost. Queued, a recorded submission
    // is processed like any other; the processor ignores an id it cannot find.
    await enqueue(submission.id).catch(() => {});
    throw error;
  }
  try {
    await enqueue(submission.id);
  } catch (error) {
    // Unqueued, it would stay pending forever.
    await settleSubmission(submission.id, {
      status: 'failed',
      reason: 'The submission could not be queued for processing. Submit it again.',
      completedAt: new Date().toISOString(),
    });
    throw error;
  }

  return answerOf(body, submission.id);
}

/** The spec's echo body and where the submission can be followed. */
function answerOf({ context, entityId, type, submittedBy }: ImageSubmission, submissionId: string) {
  return {
    echo: { context, entityId, type, ...(submittedBy !== undefined && { submittedBy }) },
    location: hrefs.submission(submissionId),
  };
}

/**
 * A keyed POST /images whose submission committed but whose answer was lost
 * (its process died): the first answer again. One still pending is queued
 * again, as the process may have died before queueing it; the processor
 * ignores a submission no longer pending.
 */
export async function committedSubmission(body: ImageSubmission, submissionId: string) {
  const submission = await getSubmission(submissionId);
  if (submission === undefined) throw resourceNotFound(hrefs.submission(submissionId));
  if (submission.status === 'pending') await enqueue(submission.id);
  return answerOf(body, submission.id);
}
