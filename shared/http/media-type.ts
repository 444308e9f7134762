/** A `Content-Type` as RFC 9110 defines it: type and subtype lower-cased, parameters in order. */
export interface MediaType {
  type: string;
  subtype: string;
  /** Names lower-cased (they are case-insensitive), values unquoted and otherwise as sent. */
  parameters: [name: string, value: string][];
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED_STRING = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"';
const PARAMETER = `(${TOKEN})=(${TOKEN}|${QUOTED_STRING})`;
/** `type "/" subtype *( OWS ";" OWS [ parameter ] )`, no whitespace around `=`. */
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*(?:${PARAMETER})?)*)$`);
const PARAMETERS = new RegExp(`;[ \\t]*(?:${PARAMETER})?`, 'g');

const unquote = (value: string): string =>
  value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

/** The media type of a header value, or undefined when it does not follow the grammar. */
export function parseMediaType(header: string): MediaType | undefined {
  const match = MEDIA_TYPE.exec(header.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (!match) return undefined;
  const [, type = '', subtype = '', parameters = ''] = match;
  return {
    type: type.toLowerCase(),
    subtype: subtype.toLowerCase(),
    parameters: [...parameters.matchAll(PARAMETERS)].flatMap(([, name, value]) =>
      name === undefined || value === undefined
        ? []
        : [[name.toLowerCase(), unquote(value)] as [string, string]],
    ),
  };
}

/**
 * The only media type request bodies may have: `application/json`, with no
 * parameter but a UTF-8 `charset` (the encoding the service reads). Suffixed
 * types (`+json`) have their own semantics (a JSON Patch is not a document), so
 * they are not taken for plain JSON.
 */
export function isJsonMediaType(header: string): boolean {
  const mediaType = parseMediaType(header);
  return (
    mediaType?.type === 'application' &&
    mediaType.subtype === 'json' &&
    mediaType.parameters.every(([name, value]) => name === 'charset' && value.toLowerCase() === 'utf-8')
  );
}
