import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * Awaits a single-item write that carries a `ConditionExpression`: resolves its
 * output, or undefined when the condition did not hold (DynamoDB then wrote
 * nothing). Any other failure is thrown.
 */
export async function outputIfConditionHeld<Output>(write: Promise<Output>): Promise<Output | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Whether a conditional single-item write took place: false when its condition did not hold. */
export async function conditionalWrite(write: Promise<unknown>): Promise<boolean> {
  return (await outputIfConditionHeld(write.then(() => true))) ?? false;
}
