import { fileTypeFromBuffer } from 'file-type';
import type { IMAGE_FORMATS } from '#shared/domain/types';
import { permanentFailure } from './failures';

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The settings' format names, by the media type detected from a page's bytes. */
const FORMAT_OF_MEDIA_TYPE: Record<string, ImageFormat> = {
  'image/tiff': 'tiff',
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

/**
 * The media type of a page, detected from its bytes (never from a name or a
 * header the sender chose), when it is one of the formats `accepted` lists.
 */
export async function acceptedMediaTypeOf(bytes: Uint8Array, accepted: readonly string[]): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const acceptedText = `this TMS accepts ${accepted.join(', ')}`;
  if (detected === undefined) {
    throw permanentFailure(`the content is not in a recognised document format; ${acceptedText}`);
  }
  const format = FORMAT_OF_MEDIA_TYPE[detected.mime];
  if (format === undefined || !accepted.includes(format)) {
    throw permanentFailure(
      `the content is ${detected.ext.toUpperCase()} (${detected.mime}); ${acceptedText}`,
    );
  }
  return detected.mime;
}
