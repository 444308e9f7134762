/**
 * What a stage may be called: it is part of every stack's name and tag. A
 * module of its own so that operator commands check it without loading the CDK.
 */
export const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;
