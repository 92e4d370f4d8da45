import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { WhenNearScreen, useSessionStore, useSiteSettings } from '@lms/shared';
import { CARD_LOGOS, SocialIcon, type SocialNetwork } from './brand-marks';

// The newsletter form's code (react-hook-form and zod, 38 KB brotli) is not part of the start-up,
// nor of a first visit that does not scroll down: it loads once its place is on screen (for
// the home page's JavaScript budget). The page area is a screen high at least, so the footer
// starts below the fold even while a page's data is still on its way.
const NewsletterForm = lazy(() =>
  import(/* webpackChunkName: "newsletter-form" */ './newsletter-form').then((m) => ({
    default: m.NewsletterForm,
  })),
);

/** The form's height on one row (label, field and button), kept until it is there. */
const NEWSLETTER_FORM_HEIGHT = '4.6rem';

const Wrapper = styled.footer`
  background: #0a2540;
  color: #d5e0ec;
  margin-top: 3rem;
  a {
    color: #fff;
  }
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1.4fr 1fr 1.2fr;
  @media (max-width: 869px) {
    grid-template-columns: 1fr;
  }
  h2 {
    color: #fff;
    font-size: 1.05rem;
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0.35rem 0;
  }
  address {
    font-style: normal;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin-top: 0.75rem !important;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
    text-decoration: none;
    font-weight: 700;
  }
`;

const Cards = styled.ul`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto !important;
  padding: 0 1rem 1rem !important;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  li {
    display: flex;
  }
  svg {
    display: block;
    width: 64px;
    height: 32px;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  text-align: center;
  padding: 1rem;
  font-size: 0.875rem;
`;

const QUICK_LINKS = [
  ['/info/aboutus', 'info_aboutus'],
  ['/blogs', 'blog'],
  ['/galleries', 'gallery'],
  ['/faqs', 'faq'],
  ['/contacts', 'contacts'],
  ['/info/privacypolicy', 'info_privacypolicy'],
  ['/info/termsofuse', 'info_termsofuse'],
  ['/info/ReturnPolicy', 'info_ReturnPolicy'],
  ['/info/mesafeli-satis-sozlesmesi', 'info_mesafeli-satis-sozlesmesi'],
  ['/info/personaldataprotection', 'info_personaldataprotection'],
] as const;

export const Footer = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings().data?.data;
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const social: [SocialNetwork, string | undefined][] = [
    ['facebook', settings?.facebook],
    ['instagram', settings?.instagram],
    ['youtube', settings?.youtube],
  ];

  return (
    <Wrapper>
      <Grid>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('newsletterTitle')}</h2>
          <p>{t('newsletterText')}</p>
          <WhenNearScreen minHeight={NEWSLETTER_FORM_HEIGHT} margin="0px">
            <NewsletterForm />
          </WhenNearScreen>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('quickMenu')}</h2>
          <ul>
            {QUICK_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
            {!loggedIn && (
              <>
                <li>
                  <Link to="/login">{t('login')}</Link>
                </li>
                <li>
                  <Link to="/signup">{t('signup')}</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contactInfo')}</h2>
          <address>
            <p>
              {settings?.address}
              <br />
              {t('districtCity')}
            </p>
            <p>
              {t('telephone')}:{' '}
              <a href={`tel:${settings?.telephone ?? ''}`}>{settings?.telephone}</a>
              <br />
              {t('fax')}: {settings?.fax}
            </p>
          </address>
          <p className="visually-hidden">{t('followUs')}</p>
          <Social>
            {social
              .filter(([, url]) => Boolean(url))
              .map(([network, url]) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`socialLink_${network}`)} ${t('opensInNewTab')}`}
                    title={t(`socialLink_${network}`)}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
          </Social>
        </section>
      </Grid>
      <Cards aria-label={t('paymentOptions')}>
        {CARD_LOGOS.map(({ id, logo }) => (
          <li key={id}>{logo}</li>
        ))}
      </Cards>
      <Bottom>{t('copyright')}</Bottom>
    </Wrapper>
  );
};
