// The lightbox's own stylesheets, as text (mf-content/webpack.config.js loads these files with
// `asset/source`): injected once, when the lightbox is first opened, so no page pays for them
// before that and no CSS loader is needed.
import coreCss from 'yet-another-react-lightbox/styles.css';
import counterCss from 'yet-another-react-lightbox/plugins/counter.css';
import thumbnailsCss from 'yet-another-react-lightbox/plugins/thumbnails.css';

const STYLE_ID = 'lms-lightbox-styles';

export const injectLightboxStyles = () => {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [coreCss, counterCss, thumbnailsCss].join('\n');
  document.head.appendChild(style);
};
