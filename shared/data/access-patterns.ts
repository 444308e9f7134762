import { collectionCountKey, type ItemType } from './keys';

/**
 * One way the service reads or writes the table, as docs/data-model.md lists
 * it. Each feature declares its own beside its keys (`access-patterns.ts`),
 * as plain data; `npm run docs:data-model` assembles them
 * (`tools/data-model-doc/access-patterns.ts`).
 */
export interface AccessPattern {
  pattern: string;
  /** The table or `gsi1`, and the requests it takes. */
  index: string;
  key: string;
  /** The functions that implement it, by module (a path from the repository's root). */
  functions: { module: string; names: readonly string[]; note?: string }[];
}

export const code = (text: string) => `\`${text}\``;

/** `keyOf(name)`: `pk = …`, `sk = …` of one of `types`. */
export const keyTemplates =
  <Name extends string>(types: Record<Name, Pick<ItemType, 'pk' | 'sk'>>) =>
  (name: Name) =>
    `${code(`pk = ${types[name].pk}`)}, ${code(`sk = ${types[name].sk}`)}`;

/** `pk = …`, `sk = …` of the item that counts a ranked collection's members. */
export function countTemplate(collection: string): string {
  const { pk, sk } = collectionCountKey(collection);
  return `${code(`pk = ${pk}`)}, ${code(`sk = ${sk}`)}`;
}

/** Functions named in the module at `module` (a path from the repository's root). */
export const inModule = (module: string, ...names: string[]) => ({ module, names });
