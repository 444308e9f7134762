import { takeStack } from './stack-handle';

export default async function globalTeardown(): Promise<void> {
  await takeStack()?.stop();
}
