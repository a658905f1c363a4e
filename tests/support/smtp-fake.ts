// A mail server for the tests that deliver over SMTP: it takes every message it is handed (kept in
// `messages`, as received) and answers it with 250, unless told to `hang`: then it keeps the message
// and never answers, as a server does that received a message and went silent before confirming it, until
// `release` answers what it holds.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type FakeSmtp = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received, as its raw RFC 822 text. */
  messages: string[];
  /** Received messages get no answer while set. */
  hang: boolean;
  /** Stops hanging: the messages held so far get their 250 now. */
  release(): void;
  close(): Promise<void>;
};

export async function startFakeSmtp({ hang = false } = {}): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  /** The answers of messages received while hanging. */
  const held: (() => void)[] = [];
  const fake: Omit<FakeSmtp, "url" | "close" | "release"> = { messages: [], hang };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          fake.messages.push(buffer.slice(0, end + 2).replace(/^\.\./gm, "."));
          buffer = buffer.slice(end + 5);
          inData = false;
          if (fake.hang) held.push(() => reply("250 2.0.0 queued"));
          else reply("250 2.0.0 queued");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake.test");
        else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 OK");
      }
    });
    reply("220 fake.test ESMTP");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    release: () => {
      fake.hang = false;
      for (const answer of held.splice(0)) answer();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The Message-ID header of a raw message. */
export function messageIdOf(raw: string): string | undefined {
  return /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1];
}
