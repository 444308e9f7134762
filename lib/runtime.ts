import { Runtime } from 'aws-cdk-lib/aws-lambda';

/**
 * The Node.js every function runs on in Lambda. Tests, bench and local server
 * run on the same major: `npm install` brings it as package.json's
 * `node-<os>-<cpu>` optional dependency, and test/tools/config/node-runtime.test.ts
 * fails when the two disagree.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/** esbuild's name for that runtime (`node22`), so bundles use all it runs natively. */
export const ESBUILD_TARGET = LAMBDA_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1');
