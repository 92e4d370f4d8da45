import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
  useSiteSettings,
  type SiteSettings,
} from '@lms/shared';
import { hasLocation, osmEmbedUrl, osmPageUrl } from '../lib/map-urls';
import { ContactForm } from './contact-form';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1023px) {
    grid-template-columns: 380px minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: clamp(1rem, 3vw, 1.75rem);
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
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
    <Panel aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{t('contactInfo')}</h2>
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
    </Panel>
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

  const details = () => {
    if (settings.isPending) return <Spinner label={t('loading')} />;
    if (settings.isError) return <ErrorMessage />;
    const { locationLat, locationLong } = settings.data.data;
    return (
      <div>
        <ContactDetails settings={settings.data.data} />
        {hasLocation(locationLat, locationLong) && (
          <ContactMap lat={locationLat} long={locationLong} />
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={t('contacts')} />
      <PageContainer>
        <Layout>
          {details()}
          <Panel aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t('content:contactFormTitle')}</h2>
            <Intro>{t('content:contactIntro')}</Intro>
            <ContactForm />
          </Panel>
        </Layout>
      </PageContainer>
    </>
  );
};
