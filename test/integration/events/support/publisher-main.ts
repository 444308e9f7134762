/**
 * The local event stream alone, in a process of its own, for a test to kill:
 * its store and table come from the environment (as the test's), its
 * checkpoint file is the first argument. Says `publishing` once it reads.
 */
import { dynamodb } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import { startLocalEventStream } from '#tools/local-stack/local-event-stream';

await startLocalEventStream({
  dynamodb,
  tableName: config.tableName,
  checkpointFile: process.argv[2],
  pollMs: 20,
  retryMs: 100,
});
process.stdout.write('publishing\n');
