// How large a request's body may be, for the four places that hold it: proxy.ts and next.config.ts in the
// app, the launcher's preload that cuts a body at its limit (scripts/lib/body-limit.cjs) and nginx
// (scripts/lib/nginx.mjs). Plain JavaScript because the preload and nginx's configuration are written
// before anything is compiled.

const MB = 1024 * 1024;

/**
 * Next's default limit of a server action's body (`serverActions.bodySizeLimit`), past which it answers
 * 500; every address but the uploads takes no more (no JSON route takes as much: lib/http/route.ts).
 */
export const ACTION_BODY_LIMIT_BYTES = 1 * MB;

/**
 * What the upload routes take: an uploaded safety data sheet may be 20 MB plus its multipart wrapping
 * (each upload route enforces its own limit: images 10 MB).
 */
export const UPLOAD_BODY_LIMIT_BYTES = 21 * MB;
