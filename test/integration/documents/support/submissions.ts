import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/aws/dynamodb';
import { config } from '#shared/config';
import type { StoredItem } from '#shared/data/item';
import { submissionKey } from '#shared/documents/keys';
import { type DocumentSubmission, putSubmission } from '#shared/documents/store';
import type { OutboundEvent } from '#shared/domain/outbound-event';
import { eventsOf } from '#shared/events/derive-events';
import { pollUntil } from '#tools/deadline';
import { type Caller, invoke, type TestResponse } from '../../../support/invoke';

/** POSTs a submission as a dispatcher (unless told otherwise) and expects it accepted. */
export async function submit(body: Record<string, unknown>, caller: Caller = {}): Promise<string> {
  const response = await invoke('submitImage', { body, ...caller });
  if (response.status !== 202) {
    throw new Error(`POST /images answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.headers.location ?? '';
}

const submissionIdOf = (location: string) => location.split('/').pop() ?? '';

/** Follows a submission's Location until it is no longer pending, as a client would. */
export function settled(location: string, timeoutMs = 10_000): Promise<TestResponse['body']> {
  return pollUntil(
    `submission ${location} no longer pending`,
    timeoutMs,
    async () => {
      const response = await invoke('getImageSubmission', {
        pathParameters: { submissionId: submissionIdOf(location) },
      });
      return response.body.status !== 'pending' && response.body;
    },
    { intervalMs: 25 },
  );
}

/** POSTs and waits for the outcome. */
export async function submitAndSettle(body: Record<string, unknown>, caller: Caller = {}) {
  return settled(await submit(body, caller));
}

/**
 * A pending submission of shipment 1001's POD by a dispatcher, recorded
 * directly in the table as `POST /images` would record it, but without its
 * checks: what a queued message could name. `source` says where its one page is.
 */
export async function recordPendingSubmission(
  fields: Pick<DocumentSubmission, 'id' | 'source'> & Partial<DocumentSubmission>,
): Promise<DocumentSubmission> {
  const submission: DocumentSubmission = {
    shipmentId: '1001',
    type: 'POD',
    status: 'pending',
    reason: '',
    submittedBy: '',
    requestedBy: { role: 'dispatcher', id: 'dispatcher' },
    pages: 1,
    createdAt: new Date().toISOString(),
    completedAt: '',
    ...fields,
  };
  await putSubmission(submission);
  return submission;
}

const submissionItem = async (id: string) =>
  (await documentClient.send(new GetCommand({ TableName: config.tableName, Key: submissionKey(id) }))).Item as
    | StoredItem
    | undefined;

/** Runs `act`, then reads the outbound events the change it made to submission `id` sends (the table's stream). */
export async function eventsOfChange(id: string, act: () => Promise<unknown>): Promise<OutboundEvent[]> {
  const before = await submissionItem(id);
  await act();
  return eventsOf({ before, after: await submissionItem(id), at: new Date().toISOString() });
}
