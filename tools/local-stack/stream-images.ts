import type { AttributeValue } from '@aws-sdk/client-dynamodb-streams';

type Image = Record<string, AttributeValue>;

/** A value that names no type: DynamoDB Local's empty map or list. */
const untyped = (value: AttributeValue): boolean => Object.keys(value).length === 0;

function repaired(value: AttributeValue): AttributeValue {
  if (untyped(value)) return { M: {} };
  if (value.M !== undefined) return { M: repairedImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(repaired) };
  return value;
}

function repairedImage(image: Image): Image {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, repaired(value)]));
}

/**
 * A stream image as the service sends it. DynamoDB Local 3.x leaves the type
 * out of an empty map or list in stream images (`{}` where the service sends
 * `{ "M": {} }`), which no reader can unmarshall: one such record would stop
 * the local stream for good. It is read as an empty map, what the table's
 * items hold empty (an import's `counts` before its first record).
 */
export const serviceImage = (image: Image | undefined): Image | undefined =>
  image === undefined ? undefined : repairedImage(image);
