import type { HttpApp } from './types.js';

/**
 * multipart/form-data uploads (content images, activity applications). The body is taken as one
 * buffer up to `bodyLimitBytes` (refused past it before it is read in full) and parsed by the
 * platform's own Request, so no multipart library reads untrusted bytes. The parser is registered
 * only inside the scope `routes` gets, so every other route still refuses multipart bodies.
 */
export async function multipartScope(
  app: HttpApp,
  bodyLimitBytes: number,
  routes: (scope: HttpApp) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope: HttpApp) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: bodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    await routes(scope);
  });
}

/** The form of a multipart body taken by `multipartScope`; undefined when it is none or unreadable. */
export async function formDataOf(
  contentType: string | undefined,
  body: unknown,
): Promise<FormData | undefined> {
  if (!contentType || !Buffer.isBuffer(body)) return undefined;
  return new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body), // a copy on a plain ArrayBuffer, as BodyInit wants
  })
    .formData()
    .catch(() => undefined);
}
