// The back office dashboard's Web Vitals table (p75 per route and metric, rated), after a few
// reports like the shell's sampled visits send (text/plain, as sendBeacon does).
import { API, login, shoot } from './lib.mjs';

const report = (metrics) =>
  fetch(`${API}/v1/vitals/report`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ metrics }),
  }).then((res) => {
    if (!res.ok) throw new Error(`report: ${res.status}`);
  });

const visits = [
  [
    '/',
    {
      LCP: [1650, 2100, 1480, 2900],
      INP: [90, 140, 60, 120],
      CLS: [0.01, 0, 0.02, 0.01],
      TTFB: [180, 240, 210, 200],
    },
  ],
  [
    '/courses/details/:nameSlug',
    {
      LCP: [2300, 2700, 3100, 2500],
      INP: [150, 210, 180, 260],
      CLS: [0.04, 0.12, 0.08, 0.1],
      TTFB: [220, 260, 300, 240],
    },
  ],
  [
    '/user/cart',
    {
      LCP: [1900, 2200, 2050, 2400],
      INP: [420, 560, 610, 380],
      CLS: [0, 0, 0.01, 0],
      TTFB: [350, 900, 400, 380],
    },
  ],
];
const rate = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], TTFB: [800, 1800] };
const rating = (name, value) =>
  value <= rate[name][0] ? 'good' : value <= rate[name][1] ? 'needs-improvement' : 'poor';
for (const [route, metrics] of visits) {
  for (let i = 0; i < 4; i += 1) {
    await report(
      Object.entries(metrics).map(([name, values]) => ({
        name,
        value: values[i],
        rating: rating(name, values[i]),
        route,
      })),
    );
  }
}

const admin = await login('yonetici@ornek.com.tr');
await shoot('/tmp/shots/vitals', [['admin-dashboard-vitals', admin, '/admin']]);
