import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from '#lib/api-stack';
import { DEAD_LETTER_RETENTION } from '#lib/constructs/dead-letter-queue';
import { SET_ASIDE_RECOVERY_DAYS } from '#lib/constructs/event-publishing';
import { logicalId, resourcesOfType, type SynthesizedService, type TemplateJson } from './support';

/** CloudFormation's deletion policies that leave the resource behind. */
const KEPT = ['Retain', 'RetainExceptOnCreate', 'Snapshot'];

/**
 * The operator's smaller points on the synthesized templates: names, CORS,
 * the people's app client, log retention, the set-aside bucket and the access
 * log. `custom` is a production stage that keeps its data.
 */
export function templateHygieneTests(service: SynthesizedService, custom: SynthesizedService): void {
  const templates = (['service', 'custom'] as const).flatMap((name) => {
    const of = name === 'service' ? service : custom;
    return [
      [`${name} stateful`, of.statefulJson],
      [`${name} api`, of.apiJson],
    ] as [string, TemplateJson][];
  });

  test.each(templates)(
    '%s: no resource kept after its stack goes has a fixed physical name',
    (_name, json) => {
      for (const [id, resource] of Object.entries(json.Resources)) {
        if (!KEPT.includes(String(resource.DeletionPolicy))) continue;
        const fixedNames = Object.entries(resource.Properties ?? {}).filter(
          ([key, value]) => /Name$/.test(key) && typeof value === 'string',
        );
        expect([id, fixedNames]).toEqual([id, []]);
      }
    },
  );

  test("the backup vault's name is the stack's own: a stage made again does not clash with the kept vault", () => {
    const [[, vault] = ['', {}]] = resourcesOfType(custom.statefulJson, 'AWS::Backup::BackupVault');
    const name = JSON.stringify(
      (vault as { Properties?: { BackupVaultName?: unknown } }).Properties?.BackupVaultName,
    );
    expect(name).toContain('AWS::StackId');
    expect(name).toContain('tms-qa-table');
  });

  test('CORS lets a page send the conditional and retry headers and read every header the API answers with', () => {
    const [[, api] = ['', {}]] = resourcesOfType(custom.apiJson, 'AWS::ApiGatewayV2::Api');
    const cors = (api as { Properties: { CorsConfiguration: Record<string, string[]> } }).Properties
      .CorsConfiguration;
    expect([...(cors?.AllowHeaders ?? [])].sort()).toEqual(
      ['authorization', 'content-type', 'idempotency-key', 'if-match', 'if-none-match'].sort(),
    );
    expect([...(cors?.ExposeHeaders ?? [])].sort()).toEqual(
      [
        'etag',
        'idempotency-replayed',
        'location',
        'ratelimit',
        'ratelimit-policy',
        'retry-after',
        'www-authenticate',
        'x-request-id',
      ].sort(),
    );
    expect(cors?.AllowHeaders).toEqual([...CORS_ALLOWED_HEADERS]);
    expect(cors?.ExposeHeaders).toEqual([...CORS_EXPOSED_HEADERS]);
  });

  test("the people's app client has no OAuth flow, scope or callback: people sign in with SRP", () => {
    for (const json of [service.statefulJson, custom.statefulJson]) {
      const clients = resourcesOfType(json, 'AWS::Cognito::UserPoolClient');
      expect(clients).toHaveLength(1);
      const props = clients[0]?.[1].Properties ?? {};
      expect(props.AllowedOAuthFlows).toBeUndefined();
      expect(props.AllowedOAuthScopes).toBeUndefined();
      expect(props.CallbackURLs).toBeUndefined();
      expect(props.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
      expect(JSON.stringify(props)).not.toContain('example.com');
      expect([...(props.ExplicitAuthFlows as string[])].sort()).toEqual([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ]);
    }
  });

  test.each(templates)(
    "%s: every log group has a retention, and every function (CDK's own too) logs to one",
    (_name, json) => {
      for (const [id, group] of resourcesOfType(json, 'AWS::Logs::LogGroup')) {
        expect([id, typeof group.Properties?.RetentionInDays]).toEqual([id, 'number']);
      }
      for (const [id, fn] of resourcesOfType(json, 'AWS::Lambda::Function')) {
        const target = (fn.Properties?.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)
          ?.LogGroup;
        expect([id, json.Resources[target?.Ref ?? '']?.Type]).toEqual([id, 'AWS::Logs::LogGroup']);
      }
    },
  );

  test("CDK's bucket notifications handler logs to a log group with the stage's retention", () => {
    const [[, handler] = ['', {}]] = resourcesOfType(service.apiJson, 'AWS::Lambda::Function').filter(
      ([, fn]) => String(fn.Properties?.Description).includes('Custom::S3BucketNotifications'),
    );
    const target = (handler as { Properties: { LoggingConfig: { LogGroup: { Ref: string } } } }).Properties
      .LoggingConfig.LogGroup.Ref;
    expect(service.apiJson.Resources[target]?.Properties?.RetentionInDays).toBe(14);
  });

  test("a set-aside batch waits as long as its notice does, versioned, and stays recoverable once it's gone", () => {
    const { events } = custom.stacks.api;
    const bucket = custom.apiJson.Resources[logicalId(events.setAsideBucket)]?.Properties ?? {};
    const notices = custom.apiJson.Resources[logicalId(events.deadLetterQueue)]?.Properties ?? {};
    const noticeDays = Number(notices.MessageRetentionPeriod) / 86_400;
    expect(noticeDays).toBe(DEAD_LETTER_RETENTION.toDays());
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        ExpirationInDays: noticeDays,
        NoncurrentVersionExpiration: { NoncurrentDays: SET_ASIDE_RECOVERY_DAYS },
        Status: 'Enabled',
      }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true }));
  });

  test('the access log names the caller: the token subject and a machine client id', () => {
    const [[, stage] = ['', {}]] = resourcesOfType(service.apiJson, 'AWS::ApiGatewayV2::Stage');
    const settings = (stage as { Properties: { AccessLogSettings: { Format: string } } }).Properties
      .AccessLogSettings;
    expect(JSON.parse(settings.Format)).toMatchObject({
      caller: '$context.authorizer.claims.sub',
      clientId: '$context.authorizer.claims.client_id',
    });
  });
}
