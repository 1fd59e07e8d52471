// The one place the SPA talks HTTP. A failed call throws an HttpError whose message reads
// "<status>: <body text or status text>", and which carries the status and the parsed JSON body
// so screens branch on those, never on the wording.

/** The machine-readable fields of an error body the server may send. */
export type ErrorBody = {
  error?: string;
  reason?: string;
  needsName?: boolean;
  [field: string]: unknown;
};

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as ErrorBody)
      : null;
  } catch {
    return null;
  }
}

export class HttpError extends Error {
  readonly status: number;
  /** The body as sent. */
  readonly text: string;
  /** The body parsed as a JSON object, or null when it is not one. */
  readonly body: ErrorBody | null;
  /** A 429's Retry-After header, in seconds as the server sent it. */
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, text: string, retryAfter: string | null = null) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.text = text;
    this.body = parseErrorBody(text);
    this.retryAfter = retryAfter;
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers:
      options.body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    throw new HttpError(
      response.status,
      response.statusText,
      await response.text(),
      response.headers.get('Retry-After'),
    );
  }
  // Deletes answer 204 with no body.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
