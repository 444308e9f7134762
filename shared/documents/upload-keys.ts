/**
 * The drop bucket's prefixes with a meaning, shared by the functions and
 * the stack (its grants, lifecycle rule and event notification).
 */

/** Where `POST /images/uploads` puts files, each at a key it chose. */
export const UPLOADS_PREFIX = 'uploads/';

/** The drop folder: `inbox/SHIPMENT/{entityId}/{type}/{name}` is submitted by itself. */
export const INBOX_PREFIX = 'inbox/';

/** The sync folder: a data file written under it is imported with no call (a TMS's scheduled export). */
export const SYNC_PREFIX = 'sync/';
