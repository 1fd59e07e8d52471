// The one place the SPA talks HTTP. Errors read as the spec's catalogue says:
// "<status>: <body text or status text>".

export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The `error` (or `reason`) field of a JSON error body, when there is one. */
  get apiMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; reason?: unknown };
      if (typeof parsed.reason === 'string') return parsed.reason;
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      // Not JSON: fall through.
    }
    return null;
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
    throw new HttpError(response.status, response.statusText, await response.text());
  }
  return (await response.json()) as T;
}

/** The message to show for a failed call: the server's reason or error, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.apiMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
