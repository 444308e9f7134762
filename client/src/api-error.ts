/** The service's error body: `status`, `description`, `data`, and `message` when there is one. */
export interface ErrorBody {
  status: number;
  description: string;
  data: Record<string, unknown>;
  message?: string;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.status === 'number' &&
    typeof body.description === 'string' &&
    typeof body.data === 'object' &&
    body.data !== null &&
    (body.message === undefined || typeof body.message === 'string')
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A response other than the operation's success: its status, headers and the service's error body. */
export class TmsApiError extends Error {
  override readonly name = 'TmsApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Headers = new Headers(),
  ) {
    super(body.message || `${status} ${body.description}`);
  }

  get description(): string {
    return this.body.description;
  }

  get data(): ErrorBody['data'] {
    return this.body.data;
  }

  /** The error of a failed response; a body that is not the service's (a proxy's page, say) is kept as the message. */
  static fromResponse(response: { status: number; statusText: string; headers: Headers }, text: string) {
    const { status, headers } = response;
    const parsed = parseJson(text);
    if (isErrorBody(parsed)) return new TmsApiError(status, parsed, headers);
    return new TmsApiError(
      status,
      {
        status,
        description: response.statusText || 'Error',
        data: {},
        ...(text && { message: text.slice(0, 500) }),
      },
      headers,
    );
  }
}
