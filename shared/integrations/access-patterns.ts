import { type AccessPattern, inModule, keyTemplates } from '#shared/data/access-patterns';
import { clientItemTypes } from './keys';

const keyOf = keyTemplates(clientItemTypes());

/**
 * How the machine clients' records are read and written, as docs/data-model.md
 * lists them (`npm run docs:data-model`).
 */
export const clientAccessPatterns = (): AccessPattern[] => [
  {
    pattern: "Read a machine client's record (name, scopes), cached by each function instance for 60 s",
    index: 'table, Get',
    key: keyOf('client'),
    functions: [inModule('shared/integrations/store.ts', 'getClientRecord')],
  },
  {
    pattern:
      "Record or remove a machine client's record (the operator command, beside its Cognito app client)",
    index: 'table, Put / Delete',
    key: 'as above',
    functions: [inModule('tools/integrations/cognito-client-admin.ts', 'cognitoClientAdmin')],
  },
];
