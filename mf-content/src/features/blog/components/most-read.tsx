import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorMessage, PlainList, QueryState, cardSurface, useFormatters } from '@lms/shared';
import { useMostViewed } from '../api/get-most-viewed';

const Aside = styled.aside`
  ${cardSurface}
  padding: 1.25rem;
  align-self: start;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.1rem;
  }
  li a {
    display: grid;
    grid-template-columns: 96px 1fr;
    gap: 0.75rem;
    align-items: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    line-height: 1.3;
  }
  li a:hover span {
    text-decoration: underline;
  }
  img {
    width: 96px;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 6px;
    display: block;
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: 0.2rem;
  }
`;

/** "Most read" sidebar linking to the other posts (spec §2 Blog). */
export const MostRead = ({ currentSlug }: { currentSlug: string }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const mostViewed = useMostViewed();

  return (
    <Aside aria-labelledby="most-read-title">
      <h2 id="most-read-title">{t('content:mostRead')}</h2>
      <QueryState query={mostViewed} error={<ErrorMessage />}>
        {({ data }) => {
          const others = data.filter((post) => post.url !== currentSlug);
          if (others.length === 0) return <p>{t('content:mostReadEmpty')}</p>;
          return (
            <PlainList as="ol" $gap="0.9rem">
              {others.map((post) => (
                <li key={post.url}>
                  <Link to={`/blog/detail/${encodeURIComponent(post.url)}`}>
                    <img src={post.fileUrl} alt="" loading="lazy" width={96} height={64} />
                    <span>
                      {post.title}
                      <small>{format.date(post.createDate)}</small>
                    </span>
                  </Link>
                </li>
              ))}
            </PlainList>
          );
        }}
      </QueryState>
    </Aside>
  );
};
