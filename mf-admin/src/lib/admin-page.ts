import { lazy, type ComponentType } from 'react';

/**
 * A back-office page that loads its code when first shown (its own chunk; name it with
 * `webpackChunkName: "admin-<area>-<page>"`), so the layout and the route list stay small.
 */
export const adminPage = <Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
) => lazy(() => load().then((Component) => ({ default: Component })));
