import { startLocalWebhooks } from '#tools/local-stack/local-webhooks';

/**
 * Run as its own process (`node --import tsx`), so that what Node prints
 * (warnings included) is seen as `npm start` shows it: the local webhook
 * worker resumes the pending deliveries of the table the environment names
 * and works until SIGTERM.
 */
const webhooks = await startLocalWebhooks({ attempts: 3, backoffMs: 50 });
process.once('SIGTERM', () => void webhooks.stop().then(() => process.exit(0)));
console.log('resuming deliveries');
