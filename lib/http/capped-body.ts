/**
 * A body read up to a limit, a request's or an answer's: a declared `Content-Length` over it is refused before
 * anything is read, and a body sent without one (chunked) is read only until it passes the limit.
 */

/** The body, or null when it is larger than `maxBytes` (left unread, or cancelled where the reading stopped). */
export async function readCappedBody(message: Request | Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = message.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) return null;
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
