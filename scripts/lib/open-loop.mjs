// An open-loop load generator: requests arrive at a fixed rate, evenly spaced (one every
// 1000/rate ms), whether or not earlier ones have been answered, the way independent visitors
// arrive. They go out over a small pool of keep-alive connections; a request that finds every
// connection busy waits for one, and that wait counts in its latency (so a slow server cannot
// hide behind a generator that waited for it: no coordinated omission). Latency is measured from
// the moment the generator sends; how late it sent (its own timer or CPU, on a shared machine)
// is reported apart as `maxLagMs`.
//
// Why not autocannon's `-R`/`overallRate`: it gives each connection a budget of rate ÷
// connections requests per second, which the connection spends back to back at the start of
// every second and then idles. With many connections every connection fires on the same tick,
// so the figure is the burst, not the API; with few it is a closed loop for part of each second.
import http from 'node:http';

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string>, body?: string,
 *   rate: number, durationS: number, connections?: number, timeoutMs?: number }} options
 */
export async function openLoop({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  durationS,
  connections = 10,
  timeoutMs = 10_000,
  // More outstanding than a second's arrivals: p99 is past a second whatever follows, so the
  // run stops sending instead of queueing minutes of requests (reported as `overloaded`).
  maxOutstanding = Math.max(100, rate),
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let timeouts = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let maxLagMs = 0;
  let overloaded = false;
  const total = Math.round(rate * durationS);
  const intervalMs = 1000 / rate;
  const requestHeaders = body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers;

  const send = () =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = (outcome) => {
        inFlight -= 1;
        if (outcome === 'ok') latencies.push(performance.now() - sentAt);
        else if (outcome === 'status') {
          non2xx += 1;
          latencies.push(performance.now() - sentAt);
        } else if (outcome === 'timeout') timeouts += 1;
        else errors += 1;
        resolve();
      };
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          headers: requestHeaders,
          timeout: timeoutMs,
        },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => done(response.statusCode < 300 ? 'ok' : 'status'));
          response.on('error', () => done('error'));
        },
      );
      request.on('timeout', () => {
        request.destroy();
        done('timeout');
      });
      request.on('error', (error) => {
        if (!request.destroyed || error.code !== 'ECONNRESET') done('error');
      });
      request.end(body);
    });

  const pending = [];
  const start = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Everything that is due goes out now, each timed from when it was due.
      while (sent < total && start + sent * intervalMs <= now) {
        const dueAt = start + sent * intervalMs;
        maxLagMs = Math.max(maxLagMs, now - dueAt);
        pending.push(send());
        sent += 1;
      }
      if (inFlight > maxOutstanding) overloaded = true;
      if (sent >= total || overloaded) resolve();
      else setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]
      : NaN;
  return {
    rate,
    sent,
    answeredPerS: latencies.length / elapsedS,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    errors,
    non2xx,
    timeouts,
    maxInFlight,
    overloaded,
    // How late the generator itself sent a request (timer resolution, or its own CPU starved).
    maxLagMs,
  };
}
