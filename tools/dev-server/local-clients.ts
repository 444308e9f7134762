import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Scope } from '#shared/domain/scopes';
import {
  assertNameFree,
  type ClientAdmin,
  type ClientCredentials,
  type ClientSummary,
} from '#tools/integrations/client-admin';
import { writeFileWhole } from '#tools/write-file-whole';

/** A machine client of the local server, kept in the git-ignored state folder; only its secret's hash. */
export interface LocalClient extends ClientSummary {
  secretSha256: string;
  /** Epoch seconds of its last rotation: tokens issued before it are refused (its record says so). */
  tokensIssuedFrom?: number;
}

const CLIENTS_FILE = 'clients.json';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Ids and secrets shaped as Cognito's: 26 and 51 lower-case letters and digits. */
const randomText = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const clientsFile = (stateDir: string): string => join(stateDir, CLIENTS_FILE);

export async function readLocalClients(stateDir: string): Promise<LocalClient[]> {
  try {
    return JSON.parse(await readFile(clientsFile(stateDir), 'utf8')) as LocalClient[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Written whole to a temporary file, then renamed: a reader never sees half a file. */
async function writeLocalClients(stateDir: string, clients: readonly LocalClient[]): Promise<void> {
  await writeFileWhole(clientsFile(stateDir), `${JSON.stringify(clients, null, 2)}\n`);
}

/**
 * Which writing of the clients file is there ('' when there is none): the
 * local server re-reads it on change. Each write renames a new file into
 * place, so its inode tells writes apart even within one tick of the clock.
 */
export async function clientsFileVersion(stateDir: string): Promise<string> {
  try {
    const { ino, mtimeMs, size } = await stat(clientsFile(stateDir));
    return `${ino}:${mtimeMs}:${size}`;
  } catch {
    return '';
  }
}

/** The client with this id whose secret is this one, compared in constant time. */
export function authenticateLocalClient(
  clients: readonly LocalClient[],
  clientId: string,
  secret: string,
): LocalClient | undefined {
  const client = clients.find((candidate) => candidate.clientId === clientId);
  if (client === undefined) return undefined;
  const given = Buffer.from(sha256(secret), 'hex');
  return timingSafeEqual(given, Buffer.from(client.secretSha256, 'hex')) ? client : undefined;
}

const summaryOf = ({ secretSha256: _, ...summary }: LocalClient): ClientSummary => summary;

/** Told of each change of the clients, once it is written: the running server's table follows it. */
export type ClientsChanged = (before: readonly LocalClient[], after: readonly LocalClient[]) => Promise<void>;

/** The operator's verbs on the local server's clients. */
export function localClientAdmin(stateDir: string, changed?: ClientsChanged): ClientAdmin {
  const write = async (before: readonly LocalClient[], after: readonly LocalClient[]) => {
    await writeLocalClients(stateDir, after);
    await changed?.(before, after);
  };
  const change = async (edit: (clients: LocalClient[]) => LocalClient[]) => {
    const before = await readLocalClients(stateDir);
    await write(before, edit(before));
  };
  return {
    async create(name: string, scopes: Scope[]): Promise<ClientCredentials> {
      const clients = await readLocalClients(stateDir);
      assertNameFree(clients, name);
      const clientId = randomText(26);
      const clientSecret = randomText(51);
      const client = {
        clientId,
        name,
        scopes,
        createdAt: new Date().toISOString(),
        secretSha256: sha256(clientSecret),
      };
      await write(clients, [...clients, client]);
      return { clientId, clientSecret };
    },
    list: async () => (await readLocalClients(stateDir)).map(summaryOf),
    async rotate(target) {
      const clientSecret = randomText(51);
      await change((clients) =>
        clients.map((client) =>
          client.clientId === target.clientId
            ? {
                ...client,
                secretSha256: sha256(clientSecret),
                tokensIssuedFrom: Math.floor(Date.now() / 1000),
              }
            : client,
        ),
      );
      return { clientId: target.clientId, clientSecret };
    },
    async setScopes(target, scopes) {
      await change((clients) =>
        clients.map((client) => (client.clientId === target.clientId ? { ...client, scopes } : client)),
      );
      return { ...target, scopes };
    },
    async remove(target) {
      await change((clients) => clients.filter((client) => client.clientId !== target.clientId));
    },
  };
}
