import { bodyOf, callRoute } from './route-call';

/**
 * Removes every webhook subscription: the other sections' sample ones (dozens,
 * to hosts that do not resolve here). Each delivery to them would wait on DNS,
 * and recording theirs keeps the stream consumer from the next change (the
 * consumer records a batch's deliveries before it reads the next batch);
 * neither is what the events sections measure.
 */
export async function removeSubscriptions(): Promise<void> {
  const { items } = bodyOf<{ items: { id: string }[] }>(
    await callRoute('listWebhooks', { query: 'limit=1000' }),
  );
  for (const { id } of items) await callRoute('deleteWebhook', { pathParameters: { webhookId: id } });
}
