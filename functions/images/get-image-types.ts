import { supportedDocumentTypes } from '#shared/documents/document-types';
import { httpHandler } from '#shared/http/http-handler';
import { ok } from '#shared/http/response';
import * as routes from '#shared/routes';

export const handler = httpHandler(routes.getImageTypes, async () => ok(await supportedDocumentTypes()));
