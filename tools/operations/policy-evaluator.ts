/**
 * What IAM decides for one request against one resource policy (a topic's,
 * as SNS returns it, or one of a synthesized template): an explicit Deny wins, else an Allow is needed. The
 * subset the service's policies use (principals `*`, AWS accounts and
 * services; actions and resources with `*` wildcards; the condition
 * operators below) is read; anything else is refused, so that a policy using
 * more than this fails its test instead of passing untested.
 */

/** A request as IAM sees it: who, what, on which ARN, and its context keys (`aws:SecureTransport`, ...). */
export interface PolicyRequest {
  readonly principal: { readonly service: string } | { readonly account: string };
  readonly action: string;
  readonly resource: string;
  readonly context: Readonly<Record<string, string>>;
}

/**
 * How a policy's values read as strings: plain JSON as it is; a synthesized
 * template's `Ref` and `Fn::Join` through a resolver the caller gives.
 */
export type ValueResolver = (value: unknown) => string;

const plainJson: ValueResolver = (value) => {
  if (typeof value !== 'string') throw new Error(`Unread policy value ${JSON.stringify(value)}`);
  return value;
};

interface Statement {
  Effect: 'Allow' | 'Deny';
  Principal?: unknown;
  Action?: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  NotAction?: unknown;
  NotResource?: unknown;
  NotPrincipal?: unknown;
}

export type Decision = 'allowed' | 'explicitly denied' | 'implicitly denied';

const list = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat());

/** IAM's `*` and `?` wildcards, case-sensitive for ARNs and values. */
function wildcard(pattern: string, value: string, ignoreCase = false): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, ignoreCase ? 'i' : '').test(value);
}

function principalMatches(principal: unknown, request: PolicyRequest, resolve: ValueResolver): boolean {
  if (principal === '*') return true;
  const { AWS, Service, ...rest } = principal as { AWS?: unknown; Service?: unknown };
  if (Object.keys(rest).length > 0) throw new Error(`Unread principal ${JSON.stringify(principal)}`);
  // `{"AWS": "*"}` is everyone, services included (SNS's default topic policy grants so).
  if (list(AWS).some((entry) => resolve(entry) === '*')) return true;
  if ('service' in request.principal) {
    const service = request.principal.service;
    return list(Service).some((name) => resolve(name) === service);
  }
  const account = request.principal.account;
  return list(AWS).some((entry) => {
    const value = resolve(entry);
    return value === account || /^arn:aws[a-z-]*:iam::(\d{12}):root$/.exec(value)?.[1] === account;
  });
}

/** Each condition operator the service's policies use: does the request's value satisfy one of the policy's? */
const OPERATORS: Record<string, (expected: string, actual: string) => boolean> = {
  Bool: (expected, actual) => expected.toLowerCase() === actual.toLowerCase(),
  StringEquals: (expected, actual) => expected === actual,
  StringLike: (expected, actual) => wildcard(expected, actual),
  ArnEquals: (expected, actual) => expected === actual,
  ArnLike: (expected, actual) => wildcard(expected, actual),
};

function conditionsHold(
  conditions: Statement['Condition'],
  request: PolicyRequest,
  resolve: ValueResolver,
): boolean {
  return Object.entries(conditions ?? {}).every(([operator, keys]) => {
    const test = OPERATORS[operator];
    if (test === undefined) throw new Error(`Unread condition operator ${operator}`);
    return Object.entries(keys).every(([key, expected]) => {
      // Condition keys are case-insensitive (`AWS:SourceOwner` is `aws:sourceowner`).
      const actual = Object.entries(request.context).find(
        ([name]) => name.toLowerCase() === key.toLowerCase(),
      )?.[1];
      // A missing key fails every operator used here (none is an ...IfExists).
      if (actual === undefined) return false;
      return list(expected).some((value) => test(resolve(value), actual));
    });
  });
}

function statementMatches(statement: Statement, request: PolicyRequest, resolve: ValueResolver): boolean {
  for (const unread of ['NotAction', 'NotResource', 'NotPrincipal'] as const) {
    if (statement[unread] !== undefined) throw new Error(`Unread ${unread} in ${JSON.stringify(statement)}`);
  }
  return (
    principalMatches(statement.Principal, request, resolve) &&
    list(statement.Action).some((action) => wildcard(String(action), request.action, true)) &&
    list(statement.Resource).some((resource) => wildcard(resolve(resource), request.resource)) &&
    conditionsHold(statement.Condition, request, resolve)
  );
}

/** IAM's decision on `request` by a resource policy alone (a service principal has no identity policy). */
export function evaluatePolicy(
  document: { Statement: unknown },
  request: PolicyRequest,
  resolve: ValueResolver = plainJson,
): Decision {
  const matching = (list(document.Statement) as Statement[]).filter((statement) =>
    statementMatches(statement, request, resolve),
  );
  if (matching.some((statement) => statement.Effect === 'Deny')) return 'explicitly denied';
  return matching.some((statement) => statement.Effect === 'Allow') ? 'allowed' : 'implicitly denied';
}
