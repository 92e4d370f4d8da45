/** What a share link carries: the page address and its title. */
export interface ShareTarget {
  url: string;
  title: string;
}

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'telegram' | 'email';

const enc = encodeURIComponent;

export const facebookShareUrl = ({ url }: ShareTarget) =>
  `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;

export const xShareUrl = ({ url, title }: ShareTarget) =>
  `https://x.com/intent/post?text=${enc(title)}&url=${enc(url)}`;

export const linkedInShareUrl = ({ url }: ShareTarget) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;

export const whatsAppShareUrl = ({ url, title }: ShareTarget) =>
  `https://wa.me/?text=${enc(`${title} ${url}`)}`;

export const telegramShareUrl = ({ url, title }: ShareTarget) =>
  `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`;

export const emailShareUrl = ({ url, title }: ShareTarget) =>
  `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}`;

/** Every network's share address, in the order the page shows them. */
export const shareLinks = (target: ShareTarget): { network: ShareNetwork; href: string }[] => [
  { network: 'facebook', href: facebookShareUrl(target) },
  { network: 'x', href: xShareUrl(target) },
  { network: 'linkedin', href: linkedInShareUrl(target) },
  { network: 'whatsapp', href: whatsAppShareUrl(target) },
  { network: 'telegram', href: telegramShareUrl(target) },
  { network: 'email', href: emailShareUrl(target) },
];

/**
 * The address of a post on the hash router, from the page it is shown on:
 * `https://site.org/egitim/?x=1#/blogs` + `e-ihracat` → `https://site.org/egitim/#/blog/detail/e-ihracat`.
 */
export const blogPostUrl = (pageHref: string, slug: string): string => {
  const page = new URL(pageHref);
  return `${page.origin}${page.pathname}#/blog/detail/${enc(slug)}`;
};
