import { CfnOutput } from 'aws-cdk-lib';
import { ApiMapping, DomainName, type HttpApi, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import type { StageConfig } from '#lib/config';

export interface ApiAddressProps {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly config: Pick<StageConfig, 'domainName' | 'certificateArn' | 'hostedZoneId' | 'hostedZoneName'>;
}

/**
 * The API's address: its own domain when the stage names one (a regional
 * custom domain with the stage's ACM certificate, mapped to the API's default
 * stage, with alias records in the stage's Route 53 zone when it names one),
 * else the generated execute-api URL. Output `ApiUrl` is whichever callers
 * should use; it survives the API being recreated only with a domain.
 */
export class ApiAddress extends Construct {
  readonly url: string;
  readonly domain?: DomainName;

  constructor(scope: Construct, id: string, props: ApiAddressProps) {
    super(scope, id);
    const { domainName, certificateArn, hostedZoneId, hostedZoneName } = props.config;
    if (domainName === undefined || certificateArn === undefined) {
      this.url = props.stage.url;
      return;
    }
    this.domain = new DomainName(this, 'Domain', {
      domainName,
      certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
    });
    new ApiMapping(this, 'Mapping', { api: props.api, domainName: this.domain, stage: props.stage });
    this.url = `https://${domainName}/`;
    if (hostedZoneId !== undefined && hostedZoneName !== undefined) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId,
        zoneName: hostedZoneName,
      });
      const target = RecordTarget.fromAlias(
        new ApiGatewayv2DomainProperties(this.domain.regionalDomainName, this.domain.regionalHostedZoneId),
      );
      // IPv4 only, as the custom domain's regional endpoint is.
      new ARecord(this, 'Alias', { zone, recordName: `${domainName}.`, target });
    } else {
      new CfnOutput(this, 'DomainTarget', {
        key: 'ApiDomainTarget',
        description: `Point ${domainName} here (a CNAME, or an alias record in Route 53).`,
        value: this.domain.regionalDomainName,
      });
    }
  }
}
