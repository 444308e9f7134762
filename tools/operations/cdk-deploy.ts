import { spawn } from 'node:child_process';
import { Refusal } from './refusal';

/** Runs the project's CDK CLI with `args`, its output the operator's; rejects naming the step on a non-zero exit. */
export function runCdk(args: readonly string[], step: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['cdk', ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Refusal(`${step} failed (cdk exited with ${code}); see its output above.`)),
    );
  });
}

/** Deploys a kept cloud assembly as it is: its templates and assets, no synth. */
export const deployAssembly = (assemblyDirectory: string): Promise<void> =>
  runCdk(
    ['deploy', '--app', assemblyDirectory, '--all', '--require-approval', 'never'],
    `cdk deploy of ${assemblyDirectory}`,
  );
