import { type Scope, scopeList, unknownScopes } from '#shared/domain/scopes';

/** A machine client as the operator command shows it (never its secret, once created). */
export interface ClientSummary {
  clientId: string;
  name: string;
  scopes: Scope[];
  createdAt: string;
}

/** What create and rotate print, the only time the secret is shown. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The operator's verbs on a stage's machine clients: the same locally (the
 * local state) and in AWS (the stage's user pool), so the command and its
 * output are one.
 */
export interface ClientAdmin {
  create(name: string, scopes: Scope[]): Promise<ClientCredentials>;
  list(): Promise<ClientSummary[]>;
  rotate(client: ClientSummary): Promise<ClientCredentials>;
  setScopes(client: ClientSummary, scopes: Scope[]): Promise<ClientSummary>;
  remove(client: ClientSummary): Promise<void>;
}

/** An operator's mistake, told in one line without a stack trace. */
export class UsageError extends Error {}

/** Cognito's rule for an app client name, with plain spaces only: a name goes into logs and history. */
const CLIENT_NAME = /^[\w +=,.@-]{1,128}$/;

export function checkedName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!CLIENT_NAME.test(trimmed)) {
    throw new UsageError('--name must be 1-128 letters, digits, spaces or + = , . @ _ - characters.');
  }
  return trimmed;
}

/** The scopes of a `--scope` value; unknown names refused, all named. */
export function checkedScopes(value: string | undefined): Scope[] {
  const names = scopeList(value ?? '');
  if (names.length === 0)
    throw new UsageError('--scope must name at least one scope, e.g. "tms/shipments.read".');
  const unknown = unknownScopes(names);
  if (unknown.length > 0) {
    throw new UsageError(`Unknown scope${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  }
  return [...new Set(names)] as Scope[];
}

/** The one client a `--client` value names, by name or id. */
export function findClient(clients: readonly ClientSummary[], nameOrId: string | undefined): ClientSummary {
  if (!nameOrId) throw new UsageError('--client must name a client (its name or id).');
  const found = clients.filter((client) => client.clientId === nameOrId || client.name === nameOrId);
  if (found.length === 0) throw new UsageError(`No client named "${nameOrId}".`);
  if (found.length > 1) throw new UsageError(`Several clients are named "${nameOrId}": name one by its id.`);
  return found[0]!;
}

/** Names are unique within a stage, so that `--client <name>` always means one client. */
export function assertNameFree(clients: readonly ClientSummary[], name: string): void {
  if (clients.some((client) => client.name === name))
    throw new UsageError(`A client named "${name}" exists.`);
}
