import { type ErrorBody, errorBody } from '#tools/openapi/error-schema';

/** A response other than the route's success: its status and the spec's error body. */
export class TmsApiError extends Error {
  override readonly name = 'TmsApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message || `${status} ${body.description}`);
  }

  get description(): string {
    return this.body.description;
  }

  get data(): ErrorBody['data'] {
    return this.body.data;
  }

  /** The error of a failed response; a body that is not the spec's (a proxy's page, say) is kept as the message. */
  static fromResponse(response: { status: number; statusText: string }, text: string): TmsApiError {
    const { status } = response;
    const parsed = errorBody.safeParse(safeJson(text));
    if (parsed.success) return new TmsApiError(status, parsed.data);
    return new TmsApiError(status, {
      status,
      description: response.statusText || 'Error',
      data: {},
      ...(text && { message: text.slice(0, 500) }),
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
