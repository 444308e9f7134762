import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BackupPlan,
  type BackupPlanCopyActionProps,
  BackupPlanRule,
  BackupResource,
  BackupVault,
} from 'aws-cdk-lib/aws-backup';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';
import { perStackName } from '#lib/stack-unique-name';

export interface TableBackupsProps {
  readonly table: ITableV2;
  readonly config: Pick<StageConfig, 'stage' | 'backupRetentionDays' | 'backupCopyVaultArn' | 'vaultLock'>;
}

/**
 * AWS Backup of the table, besides its point-in-time recovery (35 days, to
 * the second): a recovery point every day at 03:00 UTC, kept the stage's
 * `backupRetentionDays`, in a vault of the stage, copied to the
 * `backupCopyVaultArn` vault of another region when the stage names one. The
 * vault is kept when the stack goes, whatever the stage's removal policy:
 * its recovery points expire by themselves (docs/operations.md, Destroy).
 */
export class TableBackups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupsProps) {
    super(scope, id);
    const { config } = props;
    const deleteAfter = Duration.days(config.backupRetentionDays);
    this.vault = new BackupVault(this, 'Vault', {
      // Kept when the stack goes: a name of the stack's own, so that the stage can be made again beside it.
      backupVaultName: perStackName(`tms-${config.stage}-table`),
      removalPolicy: RemovalPolicy.RETAIN,
      // No recovery point can go before the plan's own retention; compliance mode sets after 3 days' grace.
      ...(config.vaultLock !== undefined && {
        lockConfiguration: {
          minRetention: deleteAfter,
          ...(config.vaultLock === 'compliance' && { changeableFor: Duration.days(3) }),
        },
      }),
    });
    const copyActions: BackupPlanCopyActionProps[] =
      config.backupCopyVaultArn === undefined
        ? []
        : [
            {
              destinationBackupVault: BackupVault.fromBackupVaultArn(
                this,
                'CopyVault',
                config.backupCopyVaultArn,
              ),
              deleteAfter,
            },
          ];
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `tms-${config.stage}-table`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '3' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(4),
          deleteAfter,
          copyActions,
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(props.table)],
    });
    NagSuppressions.addResourceSuppressions(
      selection,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "AWSBackupServiceRolePolicyForBackup is AWS Backup's own policy for taking recovery points.",
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup',
          ],
        },
      ],
      true,
    );
  }
}
