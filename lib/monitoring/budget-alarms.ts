import { Aws, Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  CfnInsightRule,
  ComparisonOperator,
  ConcreteWidget,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { runbook } from './runbook';

/** Minutes a caller is refused, without a minute's pause, before the alarm fires: a retry loop, not a burst. */
export const REFUSED_MINUTES = 10;

/**
 * The log line of a request refused for being over its caller's budget
 * (shared/http/serialize.ts): its `message` and `status`, the `caller` every
 * line of a request names (`client:<id>`, `user:<subject>`), and how long the
 * instance has been refusing that caller (shared/budgets/refusal-run.ts).
 */
export const REFUSAL_LINE = {
  message: 'request refused',
  status: 429,
  caller: '$.caller',
  refusedForSeconds: '$.refusedForSeconds',
} as const;

/**
 * A Contributor Insights rule's definition: refusal lines counted per caller,
 * over the functions' log groups, named by their prefix (every function log
 * group of the API stack and its nested stacks has a name CloudFormation makes
 * from the stack's name; a rule naming each would outgrow a rule's 8 KB as
 * routes are added). `longerThanSeconds`: only the lines of a caller refused
 * for longer than that.
 */
export function overBudgetRuleBody(logGroupPrefix: string, longerThanSeconds?: number) {
  return {
    Schema: { Name: 'CloudWatchLogRule', Version: 1 },
    LogGroupNames: [`${logGroupPrefix}*`],
    LogFormat: 'JSON',
    Contribution: {
      Keys: [REFUSAL_LINE.caller],
      Filters: [
        { Match: '$.message', In: [REFUSAL_LINE.message] },
        { Match: '$.status', EqualTo: REFUSAL_LINE.status },
        ...(longerThanSeconds === undefined
          ? []
          : [{ Match: REFUSAL_LINE.refusedForSeconds, GreaterThan: longerThanSeconds }]),
      ],
    },
    AggregateOn: 'Count',
  };
}

export interface OverBudgetWatchProps {
  /** What the rules' names begin with, unique in the account and region. */
  readonly namePrefix: string;
  /** What the names of the log groups of the functions that answer requests begin with. */
  readonly logGroupPrefix: string;
}

/**
 * Who is refused for being over budget, and for how long, from the refusal
 * log line, with no metric per client (each would cost $0.30 a month): a
 * Contributor Insights rule counting refusals per caller (the dashboard's
 * graph), and one counting only those of a caller refused for more than
 * REFUSED_MINUTES, with the alarm on it.
 */
export class OverBudgetWatch extends Construct {
  readonly refusedCallers: CfnInsightRule;
  readonly longRefusedCallers: CfnInsightRule;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: OverBudgetWatchProps) {
    super(scope, id);
    const rule = (ruleId: string, ruleName: string, longerThanSeconds?: number) =>
      new CfnInsightRule(this, ruleId, {
        ruleName,
        ruleState: 'ENABLED',
        ruleBody: Stack.of(this).toJsonString(overBudgetRuleBody(props.logGroupPrefix, longerThanSeconds)),
      });
    this.refusedCallers = rule('RefusedCallers', `${props.namePrefix}-refused-callers`);
    this.longRefusedCallers = rule(
      'LongRefusedCallers',
      `${props.namePrefix}-long-refused-callers`,
      REFUSED_MINUTES * 60,
    );
    this.alarm = new Alarm(this, 'Alarm', {
      alarmDescription: runbook(
        'requests-over-budget',
        `A caller has been refused for being over its request budget (429) for more than ${REFUSED_MINUTES} minutes, without a minute's pause.`,
      ),
      // The refusals of the long-refused caller refused most in the minute: above 0 when there is one.
      metric: new MathExpression({
        expression: `INSIGHT_RULE_METRIC('${this.longRefusedCallers.ruleName}', 'MaxContributorValue')`,
        usingMetrics: {},
        period: Duration.minutes(1),
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      // A minute without such a refusal has no contributor and may have no datapoint: the alarm is OK again.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    // The expression names the rule by its name: the rule is made first.
    this.alarm.node.addDependency(this.longRefusedCallers);
  }

  /** The callers refused most, a minute at a time. */
  widget(): ConcreteWidget {
    return new ContributorsWidget(
      this.refusedCallers.ruleName,
      'Requests over budget per caller (429, top 10 a minute)',
    );
  }
}

/** CloudWatch's graph of a Contributor Insights rule's top contributors, which CDK has no widget for. */
class ContributorsWidget extends ConcreteWidget {
  constructor(
    private readonly ruleName: string,
    private readonly title: string,
  ) {
    super(12, 6);
  }

  toJson() {
    return [
      {
        type: 'metric',
        width: this.width,
        height: this.height,
        x: this.x,
        y: this.y,
        properties: {
          title: this.title,
          region: Aws.REGION,
          insightRule: { maxContributorCount: 10, orderBy: 'Sum', ruleName: this.ruleName },
          period: 60,
          view: 'timeSeries',
          stacked: false,
          legend: { position: 'right' },
        },
      },
    ];
  }
}
