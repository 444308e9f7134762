/**
 * What a CloudWatch alarm of a synthesized template would do with given
 * metric data: the metric-math subset the service's alarms use (numbers,
 * metric ids, + - * /, comparisons, AND/OR, FILL, IF, MAX/MIN/SUM of an
 * array) and the alarm's threshold, evaluation periods, datapoints to alarm
 * and missing-data treatment. Anything else is refused, so that an alarm
 * using more than this fails its test instead of passing untested.
 *
 * Time is a series of the alarm's periods: index i is the i-th period, a
 * missing datapoint is `undefined`.
 */

export type Series = readonly (number | undefined)[];

/** One `MetricStat` of an alarm, its dimension values written out (`render`). */
export interface MetricQuery {
  readonly namespace: string;
  readonly metricName: string;
  readonly stat: string;
  readonly dimensions: Readonly<Record<string, string>>;
}

/** A Contributor Insights rule's statistic (`INSIGHT_RULE_METRIC(rule, stat)`), read as a metric of this namespace. */
export const INSIGHT_RULE_NAMESPACE = 'INSIGHT_RULE_METRIC';

/** The data CloudWatch holds: a series for a query, or `undefined` when it has none at all. */
export type MetricSource = (query: MetricQuery) => Series | undefined;

interface CfnDimension {
  Name: string;
  Value: unknown;
}

interface CfnMetricDataQuery {
  Id: string;
  Expression?: string;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions?: CfnDimension[] };
    Stat: string;
  };
  ReturnData?: boolean;
}

/** An `AWS::CloudWatch::Alarm`'s properties, as far as its evaluation goes. */
export interface AlarmProperties {
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  DatapointsToAlarm?: number;
  TreatMissingData?: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: CfnDimension[];
  Statistic?: string;
  ExtendedStatistic?: string;
  Metrics?: CfnMetricDataQuery[];
}

export type AlarmState = 'OK' | 'ALARM' | 'INSUFFICIENT_DATA';

export interface AlarmRun {
  /** The alarm's metric (its returned expression), period by period. */
  readonly values: Series;
  /** The alarm's state at the end of each period. */
  readonly states: readonly AlarmState[];
  /** The first period at whose end the alarm is in ALARM, if any. */
  readonly firstAlarm: number | undefined;
}

/** A CloudFormation value as text: `{ Ref: X }` → `X`, `{ 'Fn::GetAtt': [X, 'Version'] }` → `X.Version`, joins joined. */
export function render(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const node = value as Record<string, unknown>;
  if ('Ref' in node) return String(node.Ref);
  if ('Fn::GetAtt' in node) return (node['Fn::GetAtt'] as string[]).join('.');
  if ('Fn::Join' in node) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  return JSON.stringify(value);
}

/** Evaluates `alarm` over `length` periods of `source`'s data. */
export function evaluateAlarm(alarm: AlarmProperties, source: MetricSource, length: number): AlarmRun {
  const values = alarmMetric(alarm, source, length);
  const window = alarm.EvaluationPeriods;
  const needed = alarm.DatapointsToAlarm ?? window;
  const treatMissing = alarm.TreatMissingData ?? 'missing';
  const states: AlarmState[] = [];
  for (let end = 0; end < length; end++) {
    const datapoints = values.slice(Math.max(0, end - window + 1), end + 1);
    const previous = states[end - 1] ?? 'INSUFFICIENT_DATA';
    if (datapoints.every((value) => value === undefined)) {
      if (treatMissing === 'breaching') states.push(needed <= datapoints.length ? 'ALARM' : 'OK');
      else if (treatMissing === 'notBreaching') states.push('OK');
      else if (treatMissing === 'ignore') states.push(previous);
      else states.push('INSUFFICIENT_DATA');
      continue;
    }
    const breaching = datapoints.filter((value) =>
      value === undefined
        ? treatMissing === 'breaching'
        : compare(alarm.ComparisonOperator, value, alarm.Threshold),
    ).length;
    states.push(breaching >= needed ? 'ALARM' : 'OK');
  }
  const first = states.indexOf('ALARM');
  return { values, states, firstAlarm: first === -1 ? undefined : first };
}

function compare(operator: string, value: number, threshold: number): boolean {
  switch (operator) {
    case 'GreaterThanThreshold':
      return value > threshold;
    case 'GreaterThanOrEqualToThreshold':
      return value >= threshold;
    case 'LessThanThreshold':
      return value < threshold;
    case 'LessThanOrEqualToThreshold':
      return value <= threshold;
    default:
      throw new Error(`Comparison ${operator} is not evaluated here`);
  }
}

function alarmMetric(alarm: AlarmProperties, source: MetricSource, length: number): Series {
  if (alarm.Metrics === undefined) {
    const stat = alarm.Statistic ?? alarm.ExtendedStatistic;
    if (alarm.Namespace === undefined || alarm.MetricName === undefined || stat === undefined) {
      throw new Error('An alarm without Metrics needs Namespace, MetricName and a statistic');
    }
    return queried(
      {
        namespace: alarm.Namespace,
        metricName: alarm.MetricName,
        stat,
        dimensions: dimensionsOf(alarm.Dimensions),
      },
      source,
      length,
    );
  }
  const queries = new Map(alarm.Metrics.map((query) => [query.Id, query]));
  const returned = alarm.Metrics.filter((query) => query.ReturnData !== false);
  if (returned.length !== 1) throw new Error(`An alarm returns one series, not ${returned.length}`);
  const cache = new Map<string, Value>();
  const resolve = (id: string): Value => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const query = queries.get(id);
    if (query === undefined) throw new Error(`The expression names ${id}, which the alarm does not define`);
    const value: Value = query.Expression
      ? evaluateExpression(query.Expression, resolve, length, (rule, stat) =>
          queried(
            { namespace: INSIGHT_RULE_NAMESPACE, metricName: rule, stat, dimensions: {} },
            source,
            length,
          ),
        )
      : queried(metricQueryOf(query), source, length);
    cache.set(id, value);
    return value;
  };
  const result = resolve(returned[0]!.Id);
  if (typeof result === 'number') return Array.from({ length }, () => result);
  if (isSeriesList(result)) throw new Error('An alarm returns one series, not an array');
  return result;
}

function metricQueryOf(query: CfnMetricDataQuery): MetricQuery {
  const stat = query.MetricStat;
  if (stat === undefined) throw new Error(`Query ${query.Id} has neither an expression nor a metric`);
  return {
    namespace: stat.Metric.Namespace,
    metricName: stat.Metric.MetricName,
    stat: stat.Stat,
    dimensions: dimensionsOf(stat.Metric.Dimensions),
  };
}

const dimensionsOf = (dimensions: CfnDimension[] = []): Record<string, string> =>
  Object.fromEntries(dimensions.map((dimension) => [dimension.Name, render(dimension.Value)]));

function queried(query: MetricQuery, source: MetricSource, length: number): Series {
  const series = source(query) ?? [];
  return Array.from({ length }, (_, index) => series[index]);
}

// --- Metric math -----------------------------------------------------------

type Value = number | Series | SeriesList;
/** `[a, b]`: the argument of MAX, MIN and SUM. */
interface SeriesList {
  readonly items: readonly (number | Series)[];
}

const isSeriesList = (value: Value): value is SeriesList => typeof value === 'object' && 'items' in value;

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'symbol'; value: string }
  | { kind: 'string'; value: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(>=|<=|==|!=|&&|\|\||[-+*/()[\],<>])|'([^']*)')/y;
  let position = 0;
  while (position < expression.length) {
    if (/^\s*$/.test(expression.slice(position))) break;
    pattern.lastIndex = position;
    const match = pattern.exec(expression);
    if (match === null) throw new Error(`Cannot read '${expression.slice(position)}' in ${expression}`);
    const [, number, name, symbol, text] = match;
    if (number !== undefined) tokens.push({ kind: 'number', value: Number(number) });
    else if (name !== undefined) tokens.push({ kind: 'name', value: name });
    else if (text !== undefined) tokens.push({ kind: 'string', value: text });
    else tokens.push({ kind: 'symbol', value: symbol! });
    position = pattern.lastIndex;
  }
  return tokens;
}

/** Lowest first; each level's operators are left-associative. */
const BINARY_LEVELS: readonly (readonly string[])[] = [
  ['OR', '||'],
  ['AND', '&&'],
  ['==', '!=', '>', '>=', '<', '<='],
  ['+', '-'],
  ['*', '/'],
];

function evaluateExpression(
  expression: string,
  resolve: (id: string) => Value,
  length: number,
  insightRule: (rule: string, stat: string) => Series,
): Value {
  const tokens = tokenize(expression);
  let next = 0;
  const peek = () => tokens[next];
  const take = (symbol: string) => {
    const token = tokens[next];
    if (token?.value !== symbol) throw new Error(`Expected '${symbol}' in ${expression}`);
    next++;
  };
  const operatorAt = (level: readonly string[]) => {
    const token = peek();
    return token !== undefined &&
      (token.kind === 'name' || token.kind === 'symbol') &&
      level.includes(token.value)
      ? token.value
      : undefined;
  };

  const binary = (depth: number): Value => {
    const level = BINARY_LEVELS[depth];
    if (level === undefined) return unary();
    let left = binary(depth + 1);
    for (let operator = operatorAt(level); operator !== undefined; operator = operatorAt(level)) {
      next++;
      left = combine(operator, left, binary(depth + 1), length);
    }
    return left;
  };

  const unary = (): Value => {
    if (peek()?.value === '-') {
      next++;
      return combine('-', 0, unary(), length);
    }
    return primary();
  };

  const list = (close: string): Value[] => {
    const items: Value[] = [];
    if (peek()?.value !== close) {
      items.push(binary(0));
      while (peek()?.value === ',') {
        next++;
        items.push(binary(0));
      }
    }
    take(close);
    return items;
  };

  const primary = (): Value => {
    const token = tokens[next++];
    if (token === undefined) throw new Error(`${expression} ends too soon`);
    if (token.kind === 'number') return token.value;
    if (token.value === '(') {
      const inner = binary(0);
      take(')');
      return inner;
    }
    if (token.value === '[') {
      return { items: list(']').map((item) => (isSeriesList(item) ? nested(expression) : item)) };
    }
    if (token.kind === 'name' && token.value === 'INSIGHT_RULE_METRIC') return insightRuleCall();
    if (token.kind === 'name' && peek()?.value === '(') {
      next++;
      return call(token.value, list(')'), length);
    }
    if (token.kind === 'name') return resolve(token.value);
    throw new Error(`Unexpected '${token.value}' in ${expression}`);
  };

  const text = () => {
    const token = tokens[next++];
    if (token?.kind !== 'string') throw new Error(`Expected a quoted string in ${expression}`);
    return token.value;
  };

  /** `INSIGHT_RULE_METRIC('rule', 'statistic')`: the rule's statistic, a minute at a time. */
  const insightRuleCall = (): Series => {
    take('(');
    const rule = text();
    take(',');
    const stat = text();
    take(')');
    return insightRule(rule, stat);
  };

  const result = binary(0);
  if (next !== tokens.length) throw new Error(`Cannot read past '${tokens[next]?.value}' in ${expression}`);
  return result;
}

function nested(expression: string): never {
  throw new Error(`Nested arrays are not metric math: ${expression}`);
}

const pointAt = (value: number | Series, index: number) => (typeof value === 'number' ? value : value[index]);

function pointwise(
  operands: readonly (number | Series)[],
  length: number,
  apply: (points: (number | undefined)[]) => number | undefined,
): number | Series {
  if (operands.every((operand) => typeof operand === 'number'))
    return apply(operands as number[]) ?? Number.NaN;
  return Array.from({ length }, (_, index) => apply(operands.map((operand) => pointAt(operand, index))));
}

function scalarOrSeries(value: Value, what: string): number | Series {
  if (isSeriesList(value)) throw new Error(`${what} takes a series, not an array`);
  return value;
}

function combine(operator: string, left: Value, right: Value, length: number): Value {
  const operands = [scalarOrSeries(left, operator), scalarOrSeries(right, operator)];
  return pointwise(operands, length, ([a, b]) => {
    if (a === undefined || b === undefined) return undefined;
    switch (operator) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        // CloudWatch has no value where the divisor is 0.
        return b === 0 ? undefined : a / b;
      case '>':
        return Number(a > b);
      case '>=':
        return Number(a >= b);
      case '<':
        return Number(a < b);
      case '<=':
        return Number(a <= b);
      case '==':
        return Number(a === b);
      case '!=':
        return Number(a !== b);
      case 'AND':
      case '&&':
        return Number(a !== 0 && b !== 0);
      case 'OR':
      case '||':
        return Number(a !== 0 || b !== 0);
      default:
        throw new Error(`Operator ${operator} is not evaluated here`);
    }
  });
}

function call(name: string, args: Value[], length: number): Value {
  switch (name) {
    case 'FILL': {
      const [series, filler] = args;
      if (args.length !== 2 || typeof filler !== 'number') throw new Error('FILL(series, number) only');
      return pointwise([scalarOrSeries(series!, 'FILL')], length, ([point]) => point ?? filler);
    }
    case 'IF': {
      if (args.length !== 3) throw new Error('IF(condition, then, else) only');
      const [condition, then, otherwise] = args.map((arg) => scalarOrSeries(arg, 'IF'));
      return pointwise([condition!, then!, otherwise!], length, ([test, yes, no]) =>
        test === undefined ? undefined : test !== 0 ? yes : no,
      );
    }
    case 'MAX':
    case 'MIN':
    case 'SUM': {
      const [list] = args;
      if (args.length !== 1 || list === undefined || !isSeriesList(list)) {
        // Of one series, CloudWatch's MAX, MIN and SUM are a single number over time: no alarm here uses that.
        throw new Error(`${name}([series, ...]) only`);
      }
      const reduce = {
        MAX: Math.max,
        MIN: Math.min,
        SUM: (...points: number[]) => points.reduce((a, b) => a + b, 0),
      }[name];
      return pointwise(list.items, length, (points) => {
        const present = points.filter((point): point is number => point !== undefined);
        return present.length === 0 ? undefined : reduce(...present);
      });
    }
    default:
      throw new Error(`Metric math function ${name} is not evaluated here`);
  }
}
