import { checkedBudget } from '#tools/integrations/budget-limits';
import { UsageError } from '#tools/integrations/client-admin';

describe('the limits command’s rate and burst', () => {
  test('positive whole numbers are the budget', () => {
    expect(checkedBudget('25', '100')).toEqual({ rate: 25, burst: 100 });
    expect(checkedBudget('1', '1')).toEqual({ rate: 1, burst: 1 });
    expect(checkedBudget('100000', '1000000')).toEqual({ rate: 100_000, burst: 1_000_000 });
  });

  test.each([
    ['0', '10', '--rate', '"0"'],
    ['-1', '10', '--rate', '"-1"'],
    ['1.5', '10', '--rate', '"1.5"'],
    ['1e3', '10', '--rate', '"1e3"'],
    [' 5', '10', '--rate', '" 5"'],
    ['05', '10', '--rate', '"05"'],
    ['five', '10', '--rate', '"five"'],
    ['100001', '10', '--rate', '"100001"'],
    ['5', '0', '--burst', '"0"'],
    ['5', '2.5', '--burst', '"2.5"'],
    ['5', '', '--burst', '""'],
    ['5', '1000001', '--burst', '"1000001"'],
  ])('rate %j, burst %j: refused naming %s and the value', (rate, burst, option, value) => {
    expect(() => checkedBudget(rate, burst)).toThrow(UsageError);
    expect(() => checkedBudget(rate, burst)).toThrow(
      new RegExp(`^${option} .*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  test('a missing rate or burst is refused naming it', () => {
    expect(() => checkedBudget(undefined, '10')).toThrow(/^--rate is required/);
    expect(() => checkedBudget('10', undefined)).toThrow(/^--burst is required/);
  });
});
