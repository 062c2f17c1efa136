/**
 * HEAD answered as GET would be, without a body (RFC 9110 §9.3.2), for handlers that refuse
 * HEAD themselves (yoga). Two traps made `HEAD /graphql` answer 500:
 *
 * - the GET is built afresh from the URL and headers: `new Request(head, { method: "GET" })`
 *   copies the body too, and throws when there is one;
 * - the answer is rebuilt as a standard Response with standard Headers: Hono answers HEAD
 *   with `new Response(null, answer)`, and @hono/node-server's Response copies the headers of
 *   yoga's ponyfilled Response as a plain object, so its internal `_map` field becomes a
 *   header and Node refuses to write it.
 */
export async function answerHeadAsGet(
  request: Request,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const get = new Request(request.url, {
    method: "GET",
    headers: request.headers,
    signal: request.signal,
  });
  const response = await handle(get);
  await response.body?.cancel();
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers([...response.headers]),
  });
}
