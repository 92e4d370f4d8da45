// react-slick imports `resize-observer-polyfill` (~3 KB gzip); every browser the site supports
// has ResizeObserver, so the carousel gets the browser's own (webpack alias in webpack.config.js).
export default globalThis.ResizeObserver;
