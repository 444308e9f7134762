/**
 * Jest runs TypeScript as native ESM (middy is ESM-only), compiled by SWC.
 *
 * Four projects, so that each run starts only what it needs:
 * - unit: pure code and in-process HTTP plumbing, on fake time where it waits; no
 *   child process, no Java, no emulator (`npm run test:unit`, under 30 s).
 * - tools: what runs a tool or spawns a process: lint rules, the API document's linters
 *   and type generation, the operator commands, the npm scripts (`npm run test:tools`).
 * - infra: CDK assertions over the synthesized stacks; no Java, no emulator.
 * - integration: real handlers against the embedded stack (DynamoDB Local and
 *   the S3 emulator, started once by the global setup), with the security,
 *   fuzz, fault, load and bench-smoke suites.
 * `npm test` runs all four, as CI does.
 */
import { availableParallelism } from 'node:os';

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2024' }, module: { type: 'es6' } },
    ],
  },
  setupFiles: ['<rootDir>/test/support/quiet-logs.ts'],
  // The client package's sources import each other as Node ESM does, by the `.js` they compile to.
  moduleNameMapper: { '^(\\./.*)\\.js$': '$1' },
};

export default {
  // A hang guard, not a speed target: generous, so a loaded machine fails no test for being slow.
  testTimeout: 60000,
  // A worker leaves no handle open (--detectOpenHandles finds none), but on a loaded machine one that
  // held the CDK library may need more than jest's 0.5 s to exit; a leaked handle still fails after 5 s.
  workerGracefulExitTimeout: 5000,
  // At least two workers, each with a DynamoDB Local of its own (test/support/global-setup.ts): on two
  // cores one worker leaves a core idle while it waits on the store. More than four buys little.
  maxWorkers: Math.min(4, Math.max(2, availableParallelism() - 1)),
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...shared, displayName: 'tools', testMatch: ['<rootDir>/test/tools/**/*.test.ts'] },
    { ...shared, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/test/unit/', '<rootDir>/test/tools/', '<rootDir>/test/infra/'],
      setupFiles: [...shared.setupFiles, '<rootDir>/test/support/worker-store.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/drop-tables.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
