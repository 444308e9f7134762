import type { SynthesizedService, TemplateJson } from './support';

interface NagMetadata {
  cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] };
}

/** The cdk-nag AwsSolutions audit that bin/app.ts runs on every synth. */
export function nagTests(service: SynthesizedService, custom: SynthesizedService): void {
  test('no unsuppressed finding in either stack', () => {
    expect(service.nagFindings).toEqual({ api: [], stateful: [] });
  });

  test('none either with extra document buckets and without server access logs', () => {
    expect(custom.nagFindings).toEqual({ api: [], stateful: [] });
  });

  test('only the known suppressions exist, each with its reason', () => {
    const suppressed = new Set<string>();
    for (const template of [service.apiJson, service.statefulJson] satisfies TemplateJson[]) {
      for (const resource of Object.values(template.Resources)) {
        for (const rule of (resource.Metadata as NagMetadata | undefined)?.cdk_nag?.rules_to_suppress ?? []) {
          expect(rule.reason.length).toBeGreaterThan(40);
          suppressed.add(rule.id);
        }
      }
    }
    expect([...suppressed].sort()).toEqual([
      'AwsSolutions-COG2', // MFA optional for drivers
      'AwsSolutions-COG8', // no Plus plan
      'AwsSolutions-IAM4', // AWSLambdaBasicExecutionRole
      'AwsSolutions-IAM5', // X-Ray `*`; object keys of one bucket
      'AwsSolutions-L1', // Node.js 22 by decision
      'AwsSolutions-S1', // the set-aside bucket: no access log bucket in the API stack
      'AwsSolutions-SNS2', // the alarm topic: CloudWatch can't use the AWS-managed SNS key
      'AwsSolutions-SQS3', // notices of set-aside batches: a dead-letter queue nag cannot see as one
    ]);
  });
}
