import { defineArea } from './define';

/** Reports of what real visits measured (POST /v1/vitals/report). */
export default defineArea(
  {
    invalidRoutePattern:
      'Sayfa, adresiyle değil rota kalıbıyla bildirilmelidir (ör. /courses/details/:nameSlug).',
    invalidWebVital:
      'Ölçüm geçersiz: adı LCP, INP, CLS ya da TTFB, değerlendirmesi good, needs-improvement ya da poor olmalıdır.',
  },
  {
    invalidRoutePattern:
      'The page must be reported by its route pattern, not its address (e.g. /courses/details/:nameSlug).',
    invalidWebVital:
      'The measurement is invalid: its name must be LCP, INP, CLS or TTFB, its rating good, needs-improvement or poor.',
  },
);
