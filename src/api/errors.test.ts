import { describe, it } from 'node:test';
import { expect } from 'chai';
import { ApiError, FetchError, HttpError, isAppError, TimeoutError, toAppError, toJsonApiErrors } from './errors';

const url = 'https://content.supplier.example/aem6/x.json';

/** An HttpError as the HTTP client throws it, with its body read. */
async function httpError(body: string, init: ResponseInit, jsonApi = false): Promise<HttpError> {
  const response = new Response(body, init);
  return new HttpError(new Request(url), response, await response.text(), jsonApi);
}

describe('toAppError', () => {
  it('words a failed fetch with the body message first', async () => {
    const error = toAppError(
      await httpError('{"message":"Content not found","Message":"ignored"}', { status: 404, statusText: 'Not Found' }),
    );
    expect(error).to.be.instanceOf(FetchError);
    expect(error).to.include({
      name: 'FetchError',
      message: `Fetching ${url} returned response: Status: 404, Text: Content not found`,
      status: 404,
      statusText: 'Not Found',
      code: '404 Not Found',
      url,
    });
  });

  it('falls back to the status text, then to the body Message', async () => {
    const byStatusText = toAppError(await httpError('{"Message":"Gateway down"}', { status: 502, statusText: 'Bad Gateway' }));
    expect(byStatusText.message).to.equal(`Fetching ${url} returned response: Status: 502, Text: Bad Gateway`);
    const byMessage = toAppError(await httpError('{"Message":"Gateway down"}', { status: 502, statusText: '' }));
    expect(byMessage.message).to.equal(`Fetching ${url} returned response: Status: 502, Text: Gateway down`);
    expect(byMessage.code).to.equal('502');
    const nothing = toAppError(await httpError('<html>oops</html>', { status: 500, statusText: '' }));
    expect(nothing.message).to.equal(`Fetching ${url} returned response: Status: 500, Text: `);
  });

  it('makes JSON:API error responses an ApiError with JSON-API error details', async () => {
    const body = JSON.stringify({
      errors: [
        { id: 'e1', status: '422', title: 'Unprocessable Entity', detail: 'postcode is required.', meta: { 'failure-count': 2 } },
        { status: '422', title: 'Unprocessable Entity', detail: 'surname is required.', message: 'Missing surname' },
      ],
    });
    const error = toAppError(await httpError(body, { status: 422, statusText: 'Unprocessable Entity' }));
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({
      name: 'ApiError',
      title: "Your information hasn't gone through",
      description: "There's been a problem recording your details. Please try again.",
      message: 'Request failed with status code 422',
      code: '422 Unprocessable Entity',
    });
    expect((error as ApiError).details).to.deep.equal([
      { id: 'e1', title: 'Unprocessable Entity', description: 'postcode is required.', status: '422', message: 'postcode is required.', failureCount: 2 },
      { id: '', title: 'Unprocessable Entity', description: 'surname is required.', status: '422', message: 'Missing surname', failureCount: 0 },
    ]);
  });

  it('makes any error from a JSON:API client an ApiError, whatever the body', async () => {
    const error = toAppError(await httpError('Bad gateway', { status: 502, statusText: 'Bad Gateway' }, true));
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ message: 'Request failed with status code 502', code: '502 Bad Gateway' });
    expect((error as ApiError).details).to.deep.equal([]);
  });

  it('maps client failures to their messages (Network Error, Request aborted, …)', () => {
    expect(toAppError(new TypeError('Failed to fetch'))).to.include({ name: 'ClientError', kind: 'network', message: 'Network Error' });
    expect(toAppError(new DOMException('The user aborted a request.', 'AbortError'))).to.include({ kind: 'aborted', message: 'Request aborted' });
    expect(toAppError(new TimeoutError(new Request(url), 0))).to.include({ kind: 'timeout', message: 'timeout of 0 ms exceeded' });
    expect(toAppError(new SyntaxError('Unexpected end of JSON input'))).to.include({ kind: 'malformed', message: 'Malformed response' });
    // WebKit's Response.json() rejects a body that is not JSON with a DOMException, not a SyntaxError.
    expect(toAppError(new DOMException('The string did not match the expected pattern.', 'SyntaxError'))).to.include({
      kind: 'malformed',
      message: 'Malformed response',
    });
    expect(toAppError(new Error('something else'))).to.include({ kind: 'unknown', message: 'something else' });
    expect(toAppError('thrown text')).to.include({ kind: 'unknown', message: 'thrown text' });
  });

  it('keeps the original error as the cause and passes app errors through', () => {
    const original = new TypeError('Failed to fetch');
    const mapped = toAppError(original);
    expect(mapped.cause).to.equal(original);
    expect(toAppError(mapped)).to.equal(mapped);
    expect(isAppError(mapped)).to.equal(true);
    expect(isAppError(original)).to.equal(false);
  });

  it('ignores error bodies that are not JSON:API', () => {
    expect(toJsonApiErrors({ message: 'x' })).to.deep.equal([]);
    expect(toJsonApiErrors('text')).to.deep.equal([]);
    expect(toJsonApiErrors({ errors: ['x', null] })).to.deep.equal([]);
  });
});
