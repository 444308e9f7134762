// The worker's DynamoDB Local outlives this file: what the file stored must not slow the next one.
// Loaded when the file ends, not before it: the data layer reads its endpoint when first loaded
// (test/support/own-store.ts sets another one for some files).
afterAll(async () => (await import('./table')).dropTestTables());
