import { shellWords, type VariableLookup } from './shell-words';

/** What a `curl` command line asks for. */
export interface CurlRequest {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: string;
}

/** Flags that change only what curl prints, not the request it sends. */
const OUTPUT_FLAGS = new Set(['-s', '--silent', '-S', '--show-error', '-i', '--include', '-si', '-sS']);

/** Parses the curl options the examples use; any other option is an error rather than silently ignored. */
export function parseCurl(command: string, variable: VariableLookup): CurlRequest {
  const [program, ...args] = shellWords(command, variable);
  if (program !== 'curl') throw new Error(`Expected a curl command, not ${program ?? 'nothing'}.`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => {
      i += 1;
      const next = args[i];
      if (next === undefined) throw new Error(`${arg} needs a value.`);
      return next;
    };
    if (OUTPUT_FLAGS.has(arg)) continue;
    if (arg === '-X' || arg === '--request') method = value();
    else if (arg === '-H' || arg === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      if (colon < 1) throw new Error(`Malformed header '${header}'.`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') body = value();
    else if (arg.startsWith('-')) throw new Error(`Unsupported curl option ${arg}.`);
    else if (url === undefined) url = arg;
    else throw new Error(`A second URL '${arg}'.`);
  }
  if (url === undefined) throw new Error('The command names no URL.');
  // As curl does: a body without -X is a POST.
  return {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    ...(body !== undefined && { body }),
  };
}
