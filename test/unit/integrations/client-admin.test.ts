import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authenticateLocalClient,
  clientsFile,
  localClientAdmin,
  readLocalClients,
} from '#tools/dev-server/local-clients';
import { checkedName, checkedScopes, findClient, UsageError } from '#tools/integrations/client-admin';

describe('the operator command', () => {
  test('unknown scope names are refused, each named', () => {
    expect(() => checkedScopes('tms/shipments.read tms/everything tms/admin')).toThrow(
      new UsageError('Unknown scopes: tms/everything, tms/admin.'),
    );
    expect(() => checkedScopes('')).toThrow(UsageError);
    expect(checkedScopes(' tms/webhooks  tms/webhooks tms/drivers.read ')).toEqual([
      'tms/webhooks',
      'tms/drivers.read',
    ]);
  });

  test('a client that creates shipments is given tms/shipments.write', () => {
    expect(checkedScopes('tms/shipments.write tms/shipments.read')).toEqual([
      'tms/shipments.write',
      'tms/shipments.read',
    ]);
  });

  test("names follow Cognito's rule for app clients", () => {
    expect(checkedName('  Partner TMS  ')).toBe('Partner TMS');
    for (const bad of ['', 'x'.repeat(129), 'semi;colon', 'new\u2028line'])
      expect(() => checkedName(bad)).toThrow(UsageError);
  });

  test('--client names one client by name or id, never several', () => {
    const clients = [
      { clientId: 'a1', name: 'Partner', scopes: [], createdAt: '' },
      { clientId: 'b2', name: 'Twin', scopes: [], createdAt: '' },
      { clientId: 'c3', name: 'Twin', scopes: [], createdAt: '' },
    ];
    expect(findClient(clients, 'Partner').clientId).toBe('a1');
    expect(findClient(clients, 'c3').clientId).toBe('c3');
    expect(() => findClient(clients, 'Twin')).toThrow(UsageError);
    expect(() => findClient(clients, 'nobody')).toThrow(UsageError);
  });
});

describe('local clients', () => {
  test('the secret is shown once and kept only as a hash; rotate replaces it; names are unique', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tms-clients-unit-'));
    const admin = localClientAdmin(dir);
    const { clientId, clientSecret } = await admin.create('Partner', ['tms/shipments.read']);
    expect(clientId).toMatch(/^[a-z0-9]{26}$/);
    expect(clientSecret).toMatch(/^[a-z0-9]{51}$/);
    expect(await readFile(clientsFile(dir), 'utf8')).not.toContain(clientSecret);
    await expect(admin.create('Partner', ['tms/webhooks'])).rejects.toThrow(UsageError);

    expect(authenticateLocalClient(await readLocalClients(dir), clientId, clientSecret)?.name).toBe(
      'Partner',
    );
    expect(
      authenticateLocalClient(await readLocalClients(dir), clientId, `${clientSecret}x`),
    ).toBeUndefined();
    expect(authenticateLocalClient(await readLocalClients(dir), 'other', clientSecret)).toBeUndefined();

    const [client] = await admin.list();
    const rotated = await admin.rotate(client!);
    expect(authenticateLocalClient(await readLocalClients(dir), clientId, clientSecret)).toBeUndefined();
    expect(
      authenticateLocalClient(await readLocalClients(dir), clientId, rotated.clientSecret),
    ).toBeDefined();

    expect((await admin.setScopes(client!, ['tms/webhooks'])).scopes).toEqual(['tms/webhooks']);
    expect((await admin.list())[0]?.scopes).toEqual(['tms/webhooks']);
    await admin.remove(client!);
    expect(await admin.list()).toEqual([]);
  });
});
