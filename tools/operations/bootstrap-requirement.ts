/** A cloud assembly's manifest, as far as the bootstrap it needs goes (cloud-assembly-schema). */
export interface AssemblyManifest {
  readonly artifacts?: Record<
    string,
    {
      readonly type: string;
      readonly properties?: {
        readonly requiresBootstrapStackVersion?: number;
        readonly bootstrapStackVersionSsmParameter?: string;
      };
    }
  >;
}

/** The bootstrap a deploy needs: the highest version any artifact requires, and where the version is kept. */
export interface BootstrapRequirement {
  readonly version: number;
  /** Each artifact needing that version (templates and asset manifests). */
  readonly neededBy: readonly string[];
  /** The SSM parameter `cdk bootstrap` writes: `/cdk-bootstrap/<qualifier>/version`. */
  readonly parameter: string;
  /** The app's qualifier (cdk.json's `@aws-cdk/core:bootstrapQualifier`, else CDK's default). */
  readonly qualifier: string;
}

/** CDK's default qualifier, which `cdk bootstrap` and the synthesizer use unless the app names its own. */
export const DEFAULT_QUALIFIER = 'hnb659fds';

/**
 * What the synthesized assembly asks of the account's bootstrap: each
 * artifact's `requiresBootstrapStackVersion`, and the version parameter its
 * synthesizer names, which carries the app's qualifier.
 */
export function bootstrapRequirement(manifest: AssemblyManifest): BootstrapRequirement {
  const requiring = Object.entries(manifest.artifacts ?? {}).flatMap(([id, artifact]) => {
    const version = artifact.properties?.requiresBootstrapStackVersion;
    return version === undefined
      ? []
      : [{ id, version, parameter: artifact.properties?.bootstrapStackVersionSsmParameter }];
  });
  const version = Math.max(0, ...requiring.map((artifact) => artifact.version));
  const parameters = new Set(requiring.flatMap((artifact) => artifact.parameter ?? []));
  if (parameters.size > 1) {
    throw new Error(
      `The app's stacks name ${parameters.size} bootstrap qualifiers: ${[...parameters].join(', ')}`,
    );
  }
  const [parameter = `/cdk-bootstrap/${DEFAULT_QUALIFIER}/version`] = parameters;
  const qualifier = /^\/cdk-bootstrap\/([^/]+)\/version$/.exec(parameter)?.[1] ?? DEFAULT_QUALIFIER;
  return {
    version,
    neededBy: requiring.filter((artifact) => artifact.version === version).map((artifact) => artifact.id),
    parameter,
    qualifier,
  };
}
