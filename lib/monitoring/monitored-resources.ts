import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** The parts of the service that the dashboard and the alarms watch. */
export interface MonitoredResources {
  readonly apiStage: HttpStage;
  /** Route keys, `GET /shipments`, of every route the API serves. */
  readonly routes: readonly string[];
  /**
   * Where each route's alarms are made, by route key (its route stack).
   * @default the monitoring construct
   */
  readonly routeScopes?: ReadonlyMap<string, Construct>;
  readonly table: ITableV2;
  readonly submissionQueue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly processor: IFunction;
}
