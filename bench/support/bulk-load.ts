/**
 * BatchWrite calls in flight when the bench loads a large store (a fleet, a
 * feed): DynamoDB Local takes them faster side by side than one at a time.
 */
export const BULK_CALLS_IN_FLIGHT = 16;
