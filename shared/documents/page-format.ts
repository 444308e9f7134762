import { fileTypeFromBuffer } from 'file-type';
import { type ImageFormat, MEDIA_TYPE_OF_FORMAT } from '#shared/domain/types';
import { permanentFailure } from './failures';

/** The settings' format names, by the media type detected from a page's bytes. */
const FORMAT_OF_MEDIA_TYPE: Record<string, ImageFormat> = Object.fromEntries(
  Object.entries(MEDIA_TYPE_OF_FORMAT).map(([format, mediaType]) => [mediaType, format as ImageFormat]),
);

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
