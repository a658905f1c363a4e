/**
 * The shared file host (uploadthing) failed or refused a request: the shop is fine, the host is not, so
 * routes answer 502 with a message staff can act on instead of a bare 500.
 */
export class FileHostError extends Error {
  override name = "FileHostError";
}
