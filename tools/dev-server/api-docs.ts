import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type PublicPath = (res: ServerResponse) => void;

/** Swagger UI's files as the `swagger-ui-dist` package ships them: the page works offline. */
const SWAGGER_UI_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>TMS API</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/swagger-initializer.js"></script>
</body>
</html>
`;

/**
 * "Authorize" takes a token from \`npm run token\` (the bearer scheme of the
 * document), or an integration's client id and secret, which it exchanges at
 * this server's \`/oauth2/token\` (the oauth2 scheme, client credentials); it
 * keeps either across reloads. No validator badge, which would call out to
 * the internet.
 */
const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const serve =
  (contentType: string, body: string | Buffer): PublicPath =>
  (res) => {
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache' });
    res.end(body);
  };

async function swaggerUiDirectory(): Promise<string> {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * What the local server answers without a token: the API document at
 * `/openapi.json` and an interactive page at `/docs` that tries requests
 * against this same server.
 */
export async function apiDocsPaths(document: object): Promise<Record<string, PublicPath>> {
  const directory = await swaggerUiDirectory();
  const files = await Promise.all(
    Object.entries(SWAGGER_UI_FILES).map(async ([name, contentType]) => [
      `/docs/${name}`,
      serve(contentType, await readFile(join(directory, name))),
    ]),
  );
  const page = serve('text/html; charset=utf-8', PAGE);
  return {
    '/openapi.json': serve('application/json; charset=utf-8', JSON.stringify(document)),
    '/docs': page,
    '/docs/': page,
    '/docs/swagger-initializer.js': serve('text/javascript; charset=utf-8', INITIALIZER),
    ...Object.fromEntries(files),
  };
}
