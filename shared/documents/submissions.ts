import { resourceNotFound } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import type { Principal } from '#shared/domain/principal';
import { assertMayReachShipment } from '#shared/shipments/access';
import { requireShipment } from '#shared/shipments/require-shipment';
import { type DocumentSubmission, getSubmission } from './store';

/**
 * GET /images/submissions/{id}: a submission, as its status resource. Unset
 * values are empty strings, as everywhere in the spec: `reason` until it fails,
 * `completedAt` while pending. `submittedBy` is `driver` when the POST named no
 * submitter (the spec's rule); `requestedBy` is the token that made the POST.
 */
export function renderSubmission(submission: DocumentSubmission) {
  return {
    id: submission.id,
    self: hrefs.submission(submission.id),
    status: submission.status,
    reason: submission.reason,
    context: 'SHIPMENT',
    entityId: submission.shipmentId,
    type: submission.type,
    submittedBy: submission.submittedBy || 'driver',
    requestedBy: submission.requestedBy,
    pages: submission.pages,
    createdAt: submission.createdAt,
    completedAt: submission.completedAt,
  };
}

/** The submission, when it exists and the caller may reach its shipment. */
export async function reachableSubmission(id: string, principal: Principal, uri: string) {
  const submission = await getSubmission(id);
  if (submission === undefined) throw resourceNotFound(uri);
  const { shipment } = await requireShipment(submission.shipmentId, hrefs.shipment(submission.shipmentId));
  assertMayReachShipment(principal, shipment);
  return renderSubmission(submission);
}
