import type { AttributeValue } from '@aws-sdk/client-dynamodb-streams';

type Image = Record<string, AttributeValue>;

/** One value with every empty map typed again: `{}` is an empty map the stream told without its `M`. */
function typed(value: AttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M !== undefined) return { M: typedImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(typed) };
  return value;
}

const typedImage = (image: Image): Image =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, typed(value)]));

/**
 * An item image of DynamoDB Local's GetRecords as the service writes it:
 * DynamoDB Local answers an empty map as `{}`, without its `M`
 * (amazon-dynamodb-local-samples#37), which no reader of images takes (an
 * import's `counts: {}` stopped the local stream). The service and GetItem
 * keep the type.
 */
export const withTypedEmptyMaps = (image: Image | undefined): Image | undefined =>
  image === undefined ? undefined : typedImage(image);
