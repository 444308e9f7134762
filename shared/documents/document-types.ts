import { InvalidValue } from '#shared/domain/errors';
import type { DocumentType } from '#shared/domain/types';
import { currentSettings } from '#shared/settings/current-settings';

/** GET /images/types: the types this TMS supports, by context. */
export async function supportedDocumentTypes(): Promise<{ shipment: DocumentType[] }> {
  return { shipment: (await currentSettings()).documentTypes };
}

/** The spec lists 18 types; a TMS supports those its settings name, and `type` must be one of them. */
export async function assertTypeSupported(objectName: string, type: DocumentType): Promise<void> {
  const { shipment } = await supportedDocumentTypes();
  if (!shipment.includes(type)) {
    throw new InvalidValue(
      objectName,
      'type',
      `Invalid value for 'type': this TMS does not support document type ${type}.`,
    );
  }
}
