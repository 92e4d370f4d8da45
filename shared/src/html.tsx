import DOMPurify from 'dompurify';
import styled from 'styled-components';

// Kept out of the singleton entry (@lms/shared) so DOMPurify loads only with pages that render
// server HTML, not with the home page.

/** Server HTML, sanitised before it reaches the DOM (style.md). */
export const sanitizeHtml = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });

const HtmlBody = styled.div`
  overflow-wrap: anywhere;
  img {
    height: auto;
  }
  table {
    max-width: 100%;
  }
`;

/**
 * Moves the headings of stored HTML under the page's own outline: its highest heading becomes
 * `top` and the rest keep their distance to it, so an editor's `<h3>` or `<h4>` under the page's
 * `<h1>` skips no level (axe heading-order).
 */
export const fitHeadings = (html: string, top: number): string => {
  if (!/<h[1-6][\s>]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((heading) => Number(heading.tagName[1]));
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  headings.forEach((heading, i) => {
    const level = Math.min(6, Math.max(1, levels[i]! + shift));
    const replacement = document.createElement(`h${level}`);
    for (const { name, value } of [...heading.attributes]) replacement.setAttribute(name, value);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  });
  return template.innerHTML;
};

export const SafeHtml = ({
  html,
  className,
  headingLevel = 2,
}: {
  html: string;
  className?: string;
  /** The level of the HTML's highest heading: 2 under the page's h1, 3 inside an h2 section. */
  headingLevel?: number;
}) => (
  <HtmlBody
    className={className}
    dangerouslySetInnerHTML={{ __html: fitHeadings(sanitizeHtml(html), headingLevel) }}
  />
);
