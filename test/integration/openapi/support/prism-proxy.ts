import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { withinDeadline } from '#tools/deadline';
import { portToUse } from '#tools/local-stack/free-port';
import { API_DOCUMENT_FILE } from '#tools/openapi/document-file';

const PRISM = resolve('node_modules/@stoplight/prism-cli/dist/index.js');

/** One contract violation Prism found in a request or in the answer it proxied. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Stoplight Prism as a validating proxy in front of `upstream`, checking
 * every request and answer against the committed API document; what it
 * finds comes back in each answer's `sl-violations` header.
 */
export async function startPrismProxy(upstream: string, timeoutMs = 60_000): Promise<PrismProxy> {
  const port = await portToUse(0, 'Prism');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      PRISM,
      'proxy',
      API_DOCUMENT_FILE,
      upstream,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors',
      'false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const listening = new Promise<void>((ready, fail) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Prism is listening')) ready();
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => fail(new Error(`Prism exited (${code}) before listening:\n${output}`)));
  });
  await withinDeadline('Prism listening', timeoutMs, () => listening, {
    explain: () => `it said:\n${output}`,
  }).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
  // Drained, so that Prism's log never blocks it.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      withinDeadline(
        'Prism to exit',
        10_000,
        () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
  };
}

/** The violations an answer through Prism reports, from its `sl-violations` header. */
export function violationsOf(headers: Record<string, string>): Violation[] {
  const header = headers['sl-violations'];
  return header ? (JSON.parse(header) as Violation[]) : [];
}
