import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/** The parts of the service that the dashboard and the alarms watch. */
export interface MonitoredResources {
  readonly apiStage: HttpStage;
  readonly table: ITableV2;
  /** The vault of the table's AWS Backup plan: its failed jobs alarm. */
  readonly backupVault: IBackupVault;
  readonly submissionQueue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly processor: LambdaFunction;
}
