import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { config } from '#shared/config';
import { redactSecrets } from './redaction';
import { TerminalLogFormatter, TerminalLogger } from './terminal-logger';

const options = {
  serviceName: config.serviceName,
  jsonReplacerFn: redactSecrets,
} satisfies ConstructorOptions;

/**
 * The one logger of the service. In Lambda, and wherever output is piped or
 * collected, it writes one JSON object per line; run locally at a terminal, it
 * draws the same entries as readable lines. Each request appends its request
 * id and route (shared/http/middleware/request-logging.ts); credentials and
 * presigned URL signatures are dropped from every value (./redaction.ts).
 */
export const logger: Logger =
  process.stdout.isTTY && !config.inLambda
    ? new TerminalLogger({ ...options, logFormatter: new TerminalLogFormatter() })
    : new Logger(options);
