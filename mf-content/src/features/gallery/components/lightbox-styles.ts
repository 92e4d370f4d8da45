// The lightbox's own stylesheets, as text (mf-content/webpack.config.js loads these files with
// `asset/source`): injected once, when the lightbox is first opened, so no page pays for them
// before that and no CSS loader is needed.
import coreCss from 'yet-another-react-lightbox/styles.css';
import counterCss from 'yet-another-react-lightbox/plugins/counter.css';
import thumbnailsCss from 'yet-another-react-lightbox/plugins/thumbnails.css';

const STYLE_ID = 'lms-lightbox-styles';

/** After 3500 ms without activity the controls fade out (spec §9), unless one has focus. */
const IDLE_CSS = `
.yarl__toolbar, .yarl__navigation_prev, .yarl__navigation_next, .yarl__counter {
  transition: opacity 0.3s ease;
}
.lms-lightbox-idle .yarl__toolbar:not(:focus-within),
.lms-lightbox-idle .yarl__navigation_prev:not(:focus),
.lms-lightbox-idle .yarl__navigation_next:not(:focus),
.lms-lightbox-idle .yarl__counter {
  opacity: 0;
  pointer-events: none;
}
.lms-lightbox-idle .yarl__container { cursor: none; }
@media (prefers-reduced-motion: reduce) {
  .yarl__toolbar, .yarl__navigation_prev, .yarl__navigation_next, .yarl__counter {
    transition: none;
  }
}
`;

export const injectLightboxStyles = () => {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [coreCss, counterCss, thumbnailsCss, IDLE_CSS].join('\n');
  document.head.appendChild(style);
};
