/**
 * Lingering close for answers given before the request body is in (413, 415, a refused upload).
 *
 * Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`: the answer and
 * a FIN go out, and the socket is destroyed as soon as they are written. The client is still
 * sending, so the kernel holds unread bytes of its body, and closing a socket with unread bytes
 * sends a reset; a client that has not yet read the answer loses it (`EPIPE`, "other side closed",
 * status 0). So a connection whose request body has not ended instead half-closes (the answer, then
 * FIN) and reads the rest of the body to drop it, as HTTP/1.1 servers do, until the body ends,
 * `maxBytes` more arrived or `maxMs` passed; only then is it destroyed. Nothing is kept: the
 * dropped bytes go nowhere, so a huge body costs time and bandwidth, never memory.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface LingerLimits {
  /** the most of the rest of a body read to drop it */
  maxBytes: number;
  /** the longest a closing connection waits for the rest of a body */
  maxMs: number;
}

export const defaultLingerLimits: LingerLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 5_000 };

/** how often a lingering connection checks the bytes it has dropped */
const checkEveryMs = 50;

export const lingerOnClose = (server: Server, limits: LingerLimits = defaultLingerLimits) => {
  // the request a connection is answering: the one whose unread body is the reason to linger
  const answering = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (req: IncomingMessage) => answering.set(req.socket, req));

  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    let lingering = false;
    socket.destroySoon = () => {
      if (lingering) return; // already closing on its own terms
      const req = answering.get(socket);
      // a body that has arrived whole (or a request that is gone) leaves nothing unread: close at once
      if (!req || req.complete || req.destroyed || socket.destroyed) return destroySoon();
      lingering = true;
      socket.end(); // half-close: the answer, then FIN; the client learns no other answer comes
      const start = socket.bytesRead;
      const close = () => {
        clearInterval(check);
        socket.destroy();
      };
      // the whole body is in: once the answer and FIN are out, closing resets nothing
      const closeWhenWritten = () => {
        clearInterval(check);
        destroySoon();
      };
      const check = setInterval(() => {
        if (socket.bytesRead - start > limits.maxBytes) close();
      }, checkEveryMs);
      check.unref();
      const deadline = setTimeout(close, limits.maxMs);
      deadline.unref();
      socket.once('close', () => {
        clearInterval(check);
        clearTimeout(deadline);
      });
      req.once('end', closeWhenWritten);
      // drop the rest as Node drops a body nobody read: no listener keeps it, and it flows
      req.removeAllListeners('data');
      req.resume();
    };
  });
};
