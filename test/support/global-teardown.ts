import { stopKeptStack } from './stack-handle';

export default function globalTeardown(): Promise<void> {
  return stopKeptStack();
}
