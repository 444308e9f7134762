import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the hook reports to PutLifecycleEventHookExecutionStatus, as it arrived on the wire. */
export interface ReportedStatus {
  deploymentId: string;
  lifecycleEventHookExecutionId: string;
  status: string;
}

export interface DeployedVersion {
  functionName: string;
  version: string;
  /** The function's description: a route function's is its route key. */
  description: string;
  /** What invoking the version does with the payload: its answer, or a throw (an unhandled error). */
  invoke(payload: unknown): Promise<unknown>;
}

export interface DeployServices {
  /** For `AWS_ENDPOINT_URL_CODEDEPLOY` and `AWS_ENDPOINT_URL_LAMBDA`. */
  url: string;
  reported: ReportedStatus[];
  /** Every request as it came: `<X-Amz-Target>` for CodeDeploy, `<method> <path>` for Lambda. */
  requests: string[];
  close(): Promise<void>;
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * CodeDeploy (JSON 1.1 protocol) and Lambda (REST JSON) as the SDK reaches
 * them over HTTP, answering with the shapes their API references document:
 * a deployment of `deployed` whose revision is known by its hash, its AppSpec
 * as CloudFormation registers it, the version's configuration, and its
 * invocation. The SDK's own serializers and parsers run on both sides of
 * every call; only the services are stand-ins. Loopback only.
 */
export async function deployServicesOnTheWire(
  deploymentId: string,
  deployed: DeployedVersion,
): Promise<DeployServices> {
  const reported: ReportedStatus[] = [];
  const requests: string[] = [];
  const sha256 = 'a'.repeat(64);
  const appSpec = JSON.stringify({
    version: '0.0',
    Resources: [
      {
        [deployed.functionName]: {
          Type: 'AWS::Lambda::Function',
          Properties: {
            Name: deployed.functionName,
            Alias: 'live',
            CurrentVersion: String(Number(deployed.version) - 1),
            TargetVersion: deployed.version,
          },
        },
      },
    ],
    Hooks: [{ BeforeAllowTraffic: 'tms-prod-api-PreTrafficHook' }],
  });
  const codeDeploy: Record<string, (input: Record<string, unknown>) => unknown> = {
    GetDeployment: (input) =>
      input.deploymentId === deploymentId && {
        deploymentInfo: {
          applicationName: 'tms-prod-api-DeploysApplication',
          deploymentGroupName: 'tms-prod-api-group',
          deploymentId,
          computePlatform: 'Lambda',
          status: 'InProgress',
          revision: { revisionType: 'AppSpecContent', appSpecContent: { sha256 } },
          deploymentStyle: { deploymentType: 'BLUE_GREEN', deploymentOption: 'WITH_TRAFFIC_CONTROL' },
        },
      },
    GetApplicationRevision: (input) =>
      (input.revision as { appSpecContent?: { sha256?: string } }).appSpecContent?.sha256 === sha256 && {
        applicationName: input.applicationName,
        revision: { revisionType: 'String', string: { content: appSpec, sha256 } },
        revisionInfo: { description: `Application revision registered by Deployment ID: ${deploymentId}` },
      },
    PutLifecycleEventHookExecutionStatus: (input) => {
      reported.push(input as unknown as ReportedStatus);
      return { lifecycleEventHookExecutionId: input.lifecycleEventHookExecutionId };
    },
  };
  const versionPath = `/2015-03-31/functions/${encodeURIComponent(deployed.functionName)}`;

  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const target = request.headers['x-amz-target'];
    if (typeof target === 'string') {
      const operation = target.replace(/^CodeDeploy_20141006\./, '');
      requests.push(operation);
      const answer = codeDeploy[operation]?.(JSON.parse(body) as Record<string, unknown>);
      if (answer) return json(response, 200, answer);
      return json(response, 400, {
        __type: 'InvalidDeploymentIdException',
        message: `No answer to ${target}`,
      });
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}?${url.searchParams}`);
    if (url.searchParams.get('Qualifier') !== deployed.version) {
      return json(
        response,
        404,
        { Type: 'User', message: 'Function not found' },
        {
          'x-amzn-errortype': 'ResourceNotFoundException',
        },
      );
    }
    if (request.method === 'GET' && url.pathname === `${versionPath}/configuration`) {
      return json(response, 200, {
        FunctionName: deployed.functionName,
        Version: deployed.version,
        Description: deployed.description,
      });
    }
    if (request.method === 'POST' && url.pathname === `${versionPath}/invocations`) {
      const headers = { 'x-amz-executed-version': deployed.version };
      try {
        return json(response, 200, await deployed.invoke(JSON.parse(body)), headers);
      } catch (error) {
        const { name, message } = error as Error;
        return json(
          response,
          200,
          { errorType: name, errorMessage: message },
          {
            ...headers,
            'x-amz-function-error': 'Unhandled',
          },
        );
      }
    }
    return json(response, 404, { message: `No ${request.method} ${url.pathname}` });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reported,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
