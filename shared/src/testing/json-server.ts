import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Reply = {
  status?: number;
  body?: unknown;
  raw?: string | Buffer;
  /** Defaults to application/json. */
  contentType?: string;
  destroy?: boolean;
};
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on loopback for tests: API calls are answered at the network layer,
 * never by stubbing the code under test (architecture §7). Records what it received.
 */
/** A JSON body parsed; anything else (a multipart upload) as the text received. */
const bodyOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const startJsonServer = async (handler: Handler) => {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: text ? bodyOf(text) : undefined,
    };
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers':
        'authorization, content-type, accept-language, idempotency-key',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    requests.push(recorded);
    const reply = await handler(recorded);
    if (reply.destroy) {
      req.socket.destroy();
      return;
    }
    res.writeHead(reply.status ?? 200, {
      ...cors,
      'Content-Type': reply.contentType ?? 'application/json',
    });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
