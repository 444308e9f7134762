/**
 * The alias routes and event sources call: a deploy moves it to a new version
 * (lib/constructs/safe-deploys.ts), `npm run rollback` moves it back. A module
 * of its own so that operator commands read it without loading the CDK.
 */
export const LIVE_ALIAS = 'live';
