/**
 * How long a machine client's access token lasts: a day, Cognito's longest.
 * Cognito bills every token it issues, and an integration's client renews
 * its token only as it expires, so a day's token costs a 24th of an hour's.
 * The lifetime is not what ends a token early: a deleted client's tokens, and
 * those issued before a secret rotation (`tokensIssuedFrom`), are refused
 * within a minute, whatever their expiry (shared/http/middleware/authentication.ts).
 */
export const CLIENT_TOKEN_SECONDS = 86_400;
