// PGlite is one PostgreSQL session. pglite-socket queues the messages of its connections one at a time and
// keeps a transaction's connection first, but between two messages of one exchange (Parse, Bind, Execute,
// Sync of one query) it lets another connection's message in: a simple query there drops the unnamed
// statement the first one is running ("unnamed prepared statement does not exist"), or its BEGIN wraps the
// first one's statements. So the database reports itself "in a transaction" from a connection's first
// message until PostgreSQL says it is ready for the next query and idle (ReadyForQuery "I"): pglite-socket
// then serves that connection alone, as it does during a transaction, and a backup or a migration may talk
// to the database while the site does.

/** ReadyForQuery: "Z", length 5, transaction status; "I" is idle (outside a transaction). */
const READY_IDLE = [0x5a, 0, 0, 0, 5, 0x49];

function endsReadyAndIdle(tail) {
  return tail.length === READY_IDLE.length && READY_IDLE.every((byte, index) => tail[index] === byte);
}

/**
 * The database as pglite-socket's server should see it (`new PGLiteSocketServer({ db: oneExchangeAtATime(db) })`).
 * @param {import("@electric-sql/pglite").PGlite} db
 */
export function oneExchangeAtATime(db) {
  let exchangeOpen = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === "isInTransaction") return () => exchangeOpen || target.isInTransaction();
      if (property === "execProtocolRawStream") {
        return async (message, options) => {
          exchangeOpen = true;
          let tail = new Uint8Array(0);
          try {
            await target.execProtocolRawStream(message, {
              ...options,
              onRawData: (data) => {
                const joined = new Uint8Array(tail.length + data.length);
                joined.set(tail);
                joined.set(data, tail.length);
                tail = joined.slice(-READY_IDLE.length);
                options.onRawData(data);
              },
            });
            exchangeOpen = !endsReadyAndIdle(tail);
          } catch (error) {
            exchangeOpen = false;
            throw error;
          }
        };
      }
      if (property === "exec") {
        // pglite-socket's ROLLBACK for a connection that went away mid-exchange: the session is free again.
        return async (...args) => {
          try {
            return await target.exec(...args);
          } finally {
            exchangeOpen = false;
          }
        };
      }
      // PGlite keeps its state in private fields: its methods must run on PGlite itself, not on the proxy.
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
