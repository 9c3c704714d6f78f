import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};
const UNREADABLE = { status: 400, message: 'The request could not be read as HTTP.' };

/**
 * Answers a request Node's HTTP parser refused before any route could (bad syntax, headers too
 * large, too slow) in the same `{ code, message, data }` envelope as everything else; Fastify's
 * default writes its own shape. A reset connection gets nothing: nobody is listening.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && ANSWERS[error.code]) || UNREADABLE;
  const body = JSON.stringify({ code: status, message, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
