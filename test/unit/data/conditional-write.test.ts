import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { conditionalWrite, outputIfConditionHeld } from '#shared/data/conditional-write';

const conditionFailed = () =>
  Promise.reject(
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
  );

test('a write whose condition held resolves true, and its output', async () => {
  expect(await conditionalWrite(Promise.resolve({}))).toBe(true);
  expect(await outputIfConditionHeld(Promise.resolve({ Attributes: { status: 'delivered' } }))).toEqual({
    Attributes: { status: 'delivered' },
  });
});

test('a write whose condition failed resolves false, and no output', async () => {
  expect(await conditionalWrite(conditionFailed())).toBe(false);
  expect(await outputIfConditionHeld(conditionFailed())).toBeUndefined();
});

test('any other failure is thrown', async () => {
  const throttled = () => Promise.reject(new Error('ProvisionedThroughputExceededException'));
  await expect(conditionalWrite(throttled())).rejects.toThrow('ProvisionedThroughputExceededException');
  await expect(outputIfConditionHeld(throttled())).rejects.toThrow('ProvisionedThroughputExceededException');
});
