export { type ErrorBody, TmsApiError } from './api-error.js';
export {
  type ApiResponse,
  type OperationMethods,
  type Polled,
  TmsClient,
  type TmsClientOptions,
} from './client.js';
export type { EventPage, EventQuery, EventType, FeedEvent, FeedEventOf } from './events.js';
export { type ImportReport, type ImportWaitOptions, ImportWaitTimeout } from './imports.js';
export type { MasterKind, StoredMasterRecord } from './master-data.js';
export { type RequestBudget, requestBudgetOf } from './rate-limit.js';
export {
  type ClientCredentialsOptions,
  clientCredentials,
  staticToken,
  type TokenProvider,
  TokenRequestError,
} from './token.js';
export type {
  BodyOf,
  CallOptions,
  CollectionId,
  components,
  ItemOf,
  OperationArgs,
  OperationId,
  PathOf,
  QueryOf,
  ResponseOf,
  WebhookEvent,
} from './types.js';
export type { UploadedDocument, UploadPage } from './uploads.js';
export {
  type RawWebhook,
  type ReceivedRequest,
  type VerifiedWebhook,
  verifyWebhook,
  type WebhookHeaders,
  WebhookVerificationError,
} from './webhooks.js';
