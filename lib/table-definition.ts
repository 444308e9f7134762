/**
 * The single table's key schema, shared by the CDK stack and the embedded local
 * stack so that both create exactly the same table. See docs/data-model.md.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /** Epoch seconds after which DynamoDB deletes the item (within about two days): records that expire. */
  timeToLiveAttribute: 'expiresAtEpoch',
  /** The stream outbound events are derived from: both images, to compare a change with what it replaced. */
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;
