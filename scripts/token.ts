import { parseArgs } from 'node:util';
import { loadOrCreateSecret, mintToken } from '#tools/dev-server/local-tokens';
import { LOCAL_STATE_DIR } from './local-state';

const USAGE = 'Usage: npm run token -- --role dispatcher | --driver <driverId> [--expires-in 12h]';

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    driver: { type: 'string' },
    'expires-in': { type: 'string', default: '12h' },
  },
});

const subject =
  values.driver !== undefined
    ? { role: 'driver' as const, driverId: values.driver }
    : values.role === 'dispatcher'
      ? { role: 'dispatcher' as const }
      : undefined;

if (!subject || (values.role !== undefined && values.driver !== undefined && values.role !== 'driver')) {
  console.error(USAGE);
  process.exit(2);
}

const secret = await loadOrCreateSecret(LOCAL_STATE_DIR);
// Only the token on stdout, so that `TOKEN=$(npm run -s token -- --role dispatcher)` works.
process.stdout.write(`${await mintToken(secret, subject, { expiresIn: values['expires-in'] })}\n`);
