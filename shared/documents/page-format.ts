import { fileTypeFromBuffer } from 'file-type';
import { type ImageFormat, MEDIA_TYPE_OF_FORMAT } from '#shared/domain/types';
import { permanentFailure } from './failures';

/** The settings' format names, by the media type detected from a page's bytes. */
const FORMAT_OF_MEDIA_TYPE: Record<string, ImageFormat> = Object.fromEntries(
  Object.entries(MEDIA_TYPE_OF_FORMAT).map(([format, mediaType]) => [mediaType, format as ImageFormat]),
);

/** What a page's bytes are, by their content: its media type and how a reason names it, `PNG (image/png)`. */
async function detectedTypeOf(bytes: Uint8Array): Promise<{ mime: string; named: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && { mime: detected.mime, named: `${detected.ext.toUpperCase()} (${detected.mime})` };
}

/**
 * The media type of a page, detected from its bytes (never from a name or a
 * header the sender chose), when it is one of the formats `accepted` lists.
 */
export async function acceptedMediaTypeOf(bytes: Uint8Array, accepted: readonly string[]): Promise<string> {
  const detected = await detectedTypeOf(bytes);
  const acceptedText = `this TMS accepts ${accepted.join(', ')}`;
  if (detected === undefined) {
    throw permanentFailure(`the content is not in a recognised document format; ${acceptedText}`);
  }
  const format = FORMAT_OF_MEDIA_TYPE[detected.mime];
  if (format === undefined || !accepted.includes(format)) {
    throw permanentFailure(`the content is ${detected.named}; ${acceptedText}`);
  }
  return detected.mime;
}

/**
 * Why the bytes stored at an issued key are not of the media type its upload
 * declared, by their content (the upload's `Content-Type` is only what the
 * sender said), naming both types; undefined when they are.
 */
export async function declaredTypeMismatch(
  key: string,
  bytes: Uint8Array,
  declaredType: string,
): Promise<string | undefined> {
  const detected = await detectedTypeOf(bytes);
  if (detected?.mime === declaredType) return undefined;
  const content = detected?.named ?? 'no recognised document format';
  return `the object stored at ${key} holds ${content}, but its upload declared contentType ${declaredType}`;
}
