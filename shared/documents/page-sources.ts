import { config } from '#shared/config';
import { configuredUrlPolicy } from '#shared/outbound/url-safety';
import { readBucketPage } from './bucket-page';
import { downloadPage } from './download';
import { permanentFailure } from './failures';
import type { SubmissionSource } from './store';

/** One reader per page of a submission, in page order. */
export function pageReaders(source: SubmissionSource): (() => Promise<Buffer>)[] {
  const maxBytes = config.maxDocumentPageBytes;
  switch (source.kind) {
    case 'bucket':
      return source.keys.map(
        (key) => () => readBucketPage(source.bucket, key, maxBytes, source.declared?.[key]),
      );
    case 'url': {
      const options = {
        policy: configuredUrlPolicy(),
        maxBytes,
        connectTimeoutMs: config.documentConnectTimeoutMs,
        totalTimeoutMs: config.documentDownloadTimeoutMs,
      };
      return source.urls.map((url) => () => downloadPage(url, options));
    }
    case 'import':
      throw permanentFailure('imported documents are stored by the importer, not processed');
  }
}
