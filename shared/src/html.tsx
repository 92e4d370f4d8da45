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

export const SafeHtml = ({ html, className }: { html: string; className?: string }) => (
  <HtmlBody className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
);
