/** Resolves `$NAME` / `${NAME}`; throws for a name it does not know. */
export type VariableLookup = (name: string) => string;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * Splits a POSIX shell command into words the way `sh` would for the subset
 * the API examples use: single quotes (literal), double quotes (with `$VAR`
 * and backslash escapes), bare words, and backslash-newline continuations.
 * Anything fancier (subshells, globs, pipes) is refused, so an example never
 * means something else in a terminal than in the test that runs it.
 */
export function shellWords(command: string, variable: VariableLookup): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const append = (text: string) => {
    word = (word ?? '') + text;
  };
  const expand = (): string => {
    const braced = command[i + 1] === '{';
    const rest = command.slice(i + (braced ? 2 : 1));
    const name = NAME.exec(rest)?.[0];
    if (!name || (braced && rest[name.length] !== '}')) throw new Error(`Unsupported $ expression at ${i}.`);
    i += name.length + (braced ? 3 : 1);
    return variable(name);
  };

  while (i < command.length) {
    const char = command[i]!;
    if (char === '\\' && command[i + 1] === '\n') {
      i += 2;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i += 1;
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new Error('Unterminated single quote.');
      append(command.slice(i + 1, end));
      i = end + 1;
    } else if (char === '"') {
      append('');
      i += 1;
      while (command[i] !== '"') {
        if (i >= command.length) throw new Error('Unterminated double quote.');
        if (command[i] === '\\' && '"\\$`'.includes(command[i + 1] ?? '')) {
          append(command[i + 1]!);
          i += 2;
        } else if (command[i] === '$') {
          append(expand());
        } else {
          append(command[i]!);
          i += 1;
        }
      }
      i += 1;
    } else if (char === '$') {
      append(expand());
    } else if ('|&;<>()`*?[]{}~'.includes(char)) {
      throw new Error(`Unsupported shell syntax '${char}' at ${i}.`);
    } else {
      append(char === '\\' ? (command[i + 1] ?? '') : char);
      i += char === '\\' ? 2 : 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
