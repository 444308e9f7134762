import { config } from '#shared/config';

/** Bucket submissions name only buckets the deployment allows: its drop bucket and a configured list. */
export const isAllowedSourceBucket = (bucket: string): boolean =>
  config.allowedDocumentBuckets.includes(bucket);
