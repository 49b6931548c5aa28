/**
 * What a stubbed `fetch` was asked: method, URL and JSON body, whether the caller passed a
 * `Request` (the typed API client does) or a URL with an init.
 */
export const readFetchCall = async (input: Request | URL | string, init?: RequestInit) => {
  const request = new Request(input, init);
  const isJson = /\bjson\b/.test(request.headers.get('content-type') ?? '');
  const text = isJson ? await request.text() : '';
  return {
    method: request.method,
    url: new URL(request.url),
    body: text ? JSON.parse(text) : undefined,
  };
};
