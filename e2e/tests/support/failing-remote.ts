import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// A real server in front of one remote, failing the way a deploy or a network makes it fail.
// app-config.json points the shell at it (support/app-config.ts); `ok` passes every request on to
// the remote's own server, so "restored" is the real remote, answered by a real server.

export type Failure =
  | 'refused'
  | '500'
  | 'hanging'
  | 'throwing remoteEntry.js'
  | 'hanging chunks'
  | 'throws while rendering';

export type Mode = Failure | 'ok';

/** A remote entry that throws while it is evaluated (a broken build, a bad CDN rewrite). */
const THROWING_ENTRY = 'throw new Error("e2e: remoteEntry.js throws at evaluation");\n';

// `{...routesOf('x', {…})}` becomes `{routes:<every page throws>,unused:routesOf(…)}`: the shell
// finds each page in `routes` (pageComponent), and finds one that throws when it renders.
const throwingRoutes = (source: string) =>
  source.replace(
    /\.\.\.(\(0,\w+\.routesOf\)\()/,
    'routes:new Proxy([],{get:(list,key)=>key==="find"?()=>({Component:()=>{throw new Error("e2e: render failure")}}):Reflect.get(list,key)}),unused:$1',
  );

const isManifestOrEntry = (path: string) =>
  path === '/mf-manifest.json' || path === '/remoteEntry.js';

export interface FailingRemote {
  readonly origin: string;
  /** From the next request (and connection) on, the server answers as `mode` says. */
  set(mode: Mode): Promise<void>;
  close(): Promise<void>;
  /** Whether a routes module was served patched to throw ('throws while rendering'). */
  readonly patchedRoutes: boolean;
}

export const startFailingRemote = async ({
  port,
  upstream,
}: {
  port: number;
  upstream: string;
}): Promise<FailingRemote> => {
  let mode: Mode = 'ok';
  const sockets = new Set<Socket>();
  /** Requests left unanswered; their connections are dropped when the mode changes. */
  const hanging = new Set<ServerResponse>();
  let patchedRoutes = false;

  const pass = (req: IncomingMessage, res: ServerResponse, patch?: (body: string) => string) => {
    const { 'accept-encoding': _encoding, ...rest } = req.headers;
    const forwarded = request(
      new URL(req.url ?? '/', upstream),
      {
        method: req.method,
        // Plain bodies, so a patch can read them; a patched body is never revalidated.
        headers: { ...rest, host: new URL(upstream).host },
      },
      (answer) => {
        if (!patch) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = patch(Buffer.concat(chunks).toString('utf8'));
          const { etag: _etag, 'last-modified': _modified, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'content-length': Buffer.byteLength(body),
            'cache-control': 'no-store',
          });
          res.end(body);
        });
      },
    );
    forwarded.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forwarded);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const hang = () => {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    };
    switch (mode) {
      case '500':
        res.writeHead(500, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
        res.end('down');
        return;
      case 'hanging':
        return hang();
      case 'hanging chunks':
        return isManifestOrEntry(path) ? pass(req, res) : hang();
      case 'throwing remoteEntry.js':
        if (path !== '/remoteEntry.js') return pass(req, res);
        res.writeHead(200, {
          'content-type': 'text/javascript',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        });
        res.end(THROWING_ENTRY);
        return;
      case 'throws while rendering':
        if (!/^\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(path)) return pass(req, res);
        return pass(req, res, (body) => {
          const patched = throwingRoutes(body);
          patchedRoutes ||= patched !== body;
          return patched;
        });
      default:
        return pass(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  /** Stops listening (the port refuses connections) and drops every open connection. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    origin: `http://localhost:${port}`,
    async set(next) {
      for (const res of hanging) res.destroy();
      hanging.clear();
      // Kept-alive connections would keep answering as before (or keep a refused port open).
      for (const socket of sockets) socket.destroy();
      mode = next;
      if (next === 'refused') await stop();
      else if (!server.listening) await listen();
    },
    close: stop,
    get patchedRoutes() {
      return patchedRoutes;
    },
  };
};
