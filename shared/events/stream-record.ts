import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { StoredItem } from '#shared/data/item';
import type { CommittedChange } from './derive-events';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

const itemOf = (image: Image | undefined): StoredItem | undefined =>
  image === undefined ? undefined : unmarshall(image as Record<string, AttributeValue>);

/**
 * A stream record as the change it tells: the item before and after (the
 * table's stream carries both images). Lambda hands binary values as base64
 * text and the streams API as bytes; the entity modules read either.
 */
export function committedChangeOf(record: DynamoDBRecord): CommittedChange {
  const seconds = record.dynamodb?.ApproximateCreationDateTime;
  return {
    before: itemOf(record.dynamodb?.OldImage),
    after: itemOf(record.dynamodb?.NewImage),
    at: new Date(seconds === undefined ? Date.now() : seconds * 1000).toISOString(),
  };
}
