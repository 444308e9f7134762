import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/aws/s3';
import { IMPORT_LIMITS } from './data-file-records';

export type FileText = { ok: true; text: string } | { ok: false; reason: string };

const MIB = 1024 * 1024;

/** An import's file as text, or why it cannot be read: absent, or larger than an import takes. */
export async function readImportFile(bucket: string, key: string): Promise<FileText> {
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') {
      return { ok: false, reason: `The file ${key} is not in bucket ${bucket}.` };
    }
    throw error;
  }
  if (size > IMPORT_LIMITS.maxBytes) {
    return {
      ok: false,
      reason: `The file is larger than ${IMPORT_LIMITS.maxBytes / MIB} MB (${size} bytes).`,
    };
  }
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { ok: true, text: (await object.Body?.transformToString('utf8')) ?? '' };
}
