import type { ItemKey } from '#shared/data/item';
import { everyPartitionOf, joinKey } from '#shared/data/keys';

/** The `entity` attribute of a machine client's record; its keys start with it too. */
export const CLIENT_ENTITIES = { client: 'CLIENT' } as const;

export function clientRecordKey(id: string): ItemKey {
  return { pk: joinKey(CLIENT_ENTITIES.client, id), sk: CLIENT_ENTITIES.client };
}

/** Every client record's partition, as an IAM `dynamodb:LeadingKeys` pattern. */
export const EVERY_CLIENT_PARTITION = everyPartitionOf(CLIENT_ENTITIES.client);

/** The machine client's record, as docs/data-model.md describes it. */
export function clientItemTypes() {
  return {
    client: {
      entity: CLIENT_ENTITIES.client,
      pk: joinKey(CLIENT_ENTITIES.client, '<clientId>'),
      sk: CLIENT_ENTITIES.client,
      data: "`ClientRecord`: a machine client's id, name, current scopes and `createdAt`, written by the integrations command (docs/integrations.md)",
    },
  } as const;
}
