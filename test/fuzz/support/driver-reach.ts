import { getSubmission } from '#shared/documents/store';
import type { RouteId } from '#shared/route-table';
import { getShipment } from '#shared/shipments/store/shipments';
import type { FuzzRequest } from './send';

/**
 * Whether a driver may reach what a request aims at, by the rule of
 * docs/api-behaviour.md, read from the stored state before the request: its
 * own plan and events, shipments with a move assigned to it and their
 * documents, the document types. Written from the rule, not from the code.
 */
export async function driverMayReach(driverId: string, id: RouteId, request: FuzzRequest): Promise<boolean> {
  const assigned = async (shipmentId: string | undefined) => {
    // Ids are 1 to 128 characters: anything else names no shipment (and is refused before any read).
    if (shipmentId === undefined || shipmentId.length === 0 || shipmentId.length > 128) return false;
    const record = await getShipment(shipmentId);
    return (
      record?.shipment.itinerary.moves.some(
        (move) => move.driver.type === 'driver' && move.driver.id === driverId,
      ) ?? false
    );
  };
  switch (id) {
    case 'getImageTypes':
      return true;
    case 'getDriverPlans':
    case 'putNonShipmentEvent':
      return request.pathParameters.driverId === driverId;
    case 'getShipment':
    case 'getItinerary':
    case 'putItinerary':
    case 'previewItinerary':
    case 'listShipmentImages':
      return assigned(request.pathParameters.shipmentId);
    case 'getImage':
      // API Gateway joins a repeated parameter with commas.
      return assigned(new URLSearchParams(request.query).getAll('entityId').join(',') || undefined);
    case 'submitImage':
      return assigned(entityIdOf(request.body));
    case 'getImageSubmission': {
      const submissionId = request.pathParameters.submissionId ?? '';
      if (submissionId.length === 0 || submissionId.length > 128) return false;
      return assigned((await getSubmission(submissionId))?.shipmentId);
    }
    default:
      return false;
  }
}

function entityIdOf(body: string | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    const entityId = (parsed as { entityId?: unknown } | null)?.entityId;
    return typeof entityId === 'string' ? entityId : undefined;
  } catch {
    return undefined;
  }
}
