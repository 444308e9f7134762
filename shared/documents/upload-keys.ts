/**
 * The drop bucket's two prefixes with a meaning, shared by the functions and
 * the stack (its grants, lifecycle rule and event notification).
 */

/** Where `POST /images/uploads` puts files, each at a key it chose. */
export const UPLOADS_PREFIX = 'uploads/';

/** The drop folder: `inbox/SHIPMENT/{entityId}/{type}/{name}` is submitted by itself. */
export const INBOX_PREFIX = 'inbox/';
