// The password check of the embedded database (scripts/db-server.mjs), done on the Postgres wire protocol
// before a connection reaches PGlite, which trusts every client. SCRAM-SHA-256, as PostgreSQL asks it
// by default: the password never crosses the socket, and node-postgres (the app, Prisma's adapter,
// pg-boss) answers it from the password in the connection URL.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const ITERATIONS = 4096;
/** A client that has not proven the password by then is dropped. */
const TIMEOUT_MS = 10_000;

const hmac = (key, text) => createHmac("sha256", key).update(text).digest();
const sha256 = (bytes) => createHash("sha256").update(bytes).digest();

/** What the server keeps of `password`: a salt and the keys derived from it, never the password itself. */
export function scramVerifier(password) {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, ITERATIONS, 32, "sha256");
  return { salt, storedKey: sha256(hmac(salted, "Client Key")), serverKey: hmac(salted, "Server Key") };
}

/** An `R` message: the authentication request `code` with `data`. */
function authentication(code, data = Buffer.alloc(0)) {
  const message = Buffer.alloc(9 + data.length);
  message.write("R", 0);
  message.writeInt32BE(8 + data.length, 1);
  message.writeInt32BE(code, 5);
  data.copy(message, 9);
  return message;
}

/** A FATAL ErrorResponse with SQLSTATE `code`. */
function fatal(code, text) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`);
  const message = Buffer.alloc(5 + fields.length);
  message.write("E", 0);
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

/** The `p` message's SASL payload: after the mechanism's name and the data's length in the first one. */
function saslData(body, initial) {
  if (!initial) return body.toString("utf8");
  const end = body.indexOf(0);
  if (end < 0 || body.subarray(0, end).toString() !== "SCRAM-SHA-256") return null;
  return body.subarray(end + 5).toString("utf8");
}

/** `a=1,b=2` → { a: "1", b: "2" } (a value may itself hold "="). */
function attributes(text) {
  return Object.fromEntries(text.split(",").map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]));
}

/** The user a startup message names (its parameters are name/value pairs of C strings after 8 bytes). */
function startupUser(message) {
  const parameters = message.subarray(8).toString("utf8").split("\0");
  const at = parameters.indexOf("user");
  return at >= 0 && at % 2 === 0 ? (parameters[at + 1] ?? "") : "";
}

/**
 * Asks the client on `socket` for the password behind `verifier`. Resolves with the bytes the client sent
 * before the check (its startup message), to be handed on with the socket, or null when the client was
 * refused or left (the socket is then closed).
 */
export function checkPassword(socket, verifier) {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0);
    let startup = null;
    let clientFirstBare = "";
    let serverFirst = "";
    let nonce = "";
    let done = false;
    let user = "";
    const finish = (result) => {
      done = true;
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("error", onGone);
      socket.off("close", onGone);
      resolve(result);
    };
    const refuse = (code, text) => {
      if (socket.writable) socket.end(fatal(code, text));
      socket.destroy();
      finish(null);
    };
    const onGone = () => {
      socket.destroy();
      finish(null);
    };
    const timer = setTimeout(() => refuse("08006", "the password was not given in time"), TIMEOUT_MS);

    /** One whole message taken off the buffer: the untyped startup ones first, then typed ones. */
    const next = () => {
      if (startup === null) {
        if (buffer.length < 8) return null;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > 10_000) return { kind: "bad" };
        if (buffer.length < length) return null;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        return { kind: "startup", code, message };
      }
      if (buffer.length < 5) return null;
      const length = buffer.readInt32BE(1);
      if (length < 4 || length > 10_000) return { kind: "bad" };
      if (buffer.length < length + 1) return null;
      const message = { kind: "typed", type: String.fromCharCode(buffer[0]), body: buffer.subarray(5, length + 1) };
      buffer = buffer.subarray(length + 1);
      return message;
    };

    const onMessage = (message) => {
      if (message.kind === "bad") return refuse("08P01", "invalid message length");
      if (message.kind === "startup") {
        // No TLS on the loopback address: the client goes on in plain text.
        if (message.code === SSL_REQUEST || message.code === GSS_REQUEST) return socket.write("N");
        if (message.code !== PROTOCOL_3) return refuse("08P01", "unsupported frontend protocol");
        startup = Buffer.from(message.message);
        user = startupUser(startup);
        return socket.write(authentication(10, Buffer.from("SCRAM-SHA-256\0\0")));
      }
      if (message.type !== "p") return refuse("08P01", "expected a password message");
      if (!nonce) {
        const first = saslData(message.body, true);
        // No channel binding ("n" or "y"): there is no TLS to bind to.
        const gs2 = first === null ? null : /^([ny]),[^,]*,/.exec(first);
        if (!first || !gs2) return refuse("28000", "SCRAM-SHA-256 without channel binding is required");
        clientFirstBare = first.slice(gs2[0].length);
        const clientNonce = attributes(clientFirstBare).r;
        if (!clientNonce) return refuse("08P01", "malformed SCRAM message");
        nonce = `${clientNonce}${randomBytes(18).toString("base64")}`;
        serverFirst = `r=${nonce},s=${verifier.salt.toString("base64")},i=${ITERATIONS}`;
        return socket.write(authentication(11, Buffer.from(serverFirst)));
      }
      const final = saslData(message.body, false);
      const proofAt = final.lastIndexOf(",p=");
      const fields = attributes(final);
      if (proofAt < 0 || fields.r !== nonce) return refuse("08P01", "malformed SCRAM message");
      const authMessage = `${clientFirstBare},${serverFirst},${final.slice(0, proofAt)}`;
      const proof = Buffer.from(fields.p ?? "", "base64");
      const signature = hmac(verifier.storedKey, authMessage);
      if (proof.length !== signature.length) return refuse("28P01", `password authentication failed for user "${user}"`);
      const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
      if (!timingSafeEqual(sha256(clientKey), verifier.storedKey))
        return refuse("28P01", `password authentication failed for user "${user}"`);
      socket.write(authentication(12, Buffer.from(`v=${hmac(verifier.serverKey, authMessage).toString("base64")}`)));
      // PGlite answers the startup message (AuthenticationOk, the parameters, ReadyForQuery).
      finish(Buffer.concat([startup, buffer]));
    };

    function onData(chunk) {
      buffer = Buffer.concat([buffer, chunk]);
      for (let message = next(); message; message = next()) {
        onMessage(message);
        if (done) return;
      }
    }
    socket.on("data", onData);
    socket.on("error", onGone);
    socket.on("close", onGone);
  });
}
