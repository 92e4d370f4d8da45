import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ErrorMessage,
  PageContainer,
  PageHeader,
  QueryState,
  Section,
  useSiteSettings,
  type SiteSettings,
} from '@lms/shared';
import { hasLocation, osmEmbedUrl, osmPageUrl } from '../lib/map-urls';
import { ContactForm } from './contact-form';

/**
 * Details beside the form from 1023 px, not from WithSidebar's 870 px: the form's two columns need
 * the room.
 */
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1023px) {
    grid-template-columns: 380px minmax(0, 1fr);
  }
`;

const InfoList = styled.dl`
  margin: 0 0 1.25rem;
  display: grid;
  gap: 0.85rem;
  dt {
    font-weight: 700;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
  }
`;

const Social = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border-radius: 22px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: 600;
  }
`;

const MapFrame = styled.div`
  margin-top: 1.5rem;
  iframe {
    display: block;
    width: 100%;
    height: clamp(260px, 40vw, 380px);
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0.5rem 0 0;
    font-size: 0.9rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const digitsForTel = (phone: string) => phone.replace(/[^\d+]/g, '');

const socialLinks = (settings: SiteSettings) =>
  [
    { key: 'facebook', href: settings.facebook },
    { key: 'instagram', href: settings.instagram },
    { key: 'youtube', href: settings.youtube },
    { key: 'twitter', href: settings.twitterUrl },
    { key: 'mail', href: settings.emailForContact ? `mailto:${settings.emailForContact}` : '' },
  ].filter((link) => link.href);

const ContactDetails = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    // The footer's fixed district and city line follows the address here too (spec §2).
    [
      t('address'),
      settings.address && (
        <>
          {settings.address}
          <br />
          {t('districtCity')}
        </>
      ),
    ],
    [
      t('telephone'),
      settings.telephone && (
        <a href={`tel:${digitsForTel(settings.telephone)}`}>{settings.telephone}</a>
      ),
    ],
    [t('fax'), settings.fax],
    [
      t('content:contactEmail'),
      settings.emailForContact && (
        <a href={`mailto:${settings.emailForContact}`}>{settings.emailForContact}</a>
      ),
    ],
  ];
  const links = socialLinks(settings);
  return (
    <Section id="contact-info-title" title={t('contactInfo')} card>
      <InfoList>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </InfoList>
      {links.length > 0 && (
        <nav aria-label={t('content:socialMedia')}>
          <Social>
            {links.map(({ key, href }) => (
              <li key={key}>
                <a
                  href={href}
                  {...(key === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {t(`content:social_${key}`)}
                </a>
              </li>
            ))}
          </Social>
        </nav>
      )}
    </Section>
  );
};

const ContactMap = ({ lat, long }: { lat: number; long: number }) => {
  const { t } = useTranslation();
  return (
    <MapFrame>
      <iframe
        title={t('content:mapTitle')}
        src={osmEmbedUrl(lat, long)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <p>
        <a href={osmPageUrl(lat, long)} target="_blank" rel="noopener noreferrer">
          {t('content:openMapLarger')}
        </a>
      </p>
    </MapFrame>
  );
};

/** Contact page (spec §2): details and map from the site settings, and the contact form. */
export const ContactPage = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();

  return (
    <>
      <PageHeader title={t('contacts')} />
      <PageContainer>
        <Layout>
          {/* Spec §8: a content page says only that it could not load, not the server's message. */}
          <QueryState query={settings} error={<ErrorMessage />}>
            {({ data }) => (
              <div>
                <ContactDetails settings={data} />
                {hasLocation(data.locationLat, data.locationLong) && (
                  <ContactMap lat={data.locationLat} long={data.locationLong} />
                )}
              </div>
            )}
          </QueryState>
          <Section id="contact-form-title" title={t('content:contactFormTitle')} card>
            <Intro>{t('content:contactIntro')}</Intro>
            <ContactForm />
          </Section>
        </Layout>
      </PageContainer>
    </>
  );
};
