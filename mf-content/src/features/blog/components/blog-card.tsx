import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Picture as ResponsivePicture, useFormatters, type BlogPost } from '@lms/shared';
import { LinkCard } from '../../../components/card-grid';
import { dateParts } from '../lib/date-parts';

const Card = styled(LinkCard)`
  display: flex;
  flex-direction: column;
  transition: transform 0.15s;
  &:hover,
  &:focus-within {
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.border};
  picture {
    display: block;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const DateBadge = styled.time`
  position: absolute;
  left: 0.75rem;
  top: 0.75rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 4.25rem;
  padding: 0.35rem 0.5rem;
  border-radius: 6px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  box-shadow: ${({ theme }) => theme.shadow};
  line-height: 1.15;
  strong {
    font-size: 1.5rem;
  }
  span {
    font-size: 0.8rem;
  }
`;

const Body = styled.div`
  padding: 1rem 1.1rem 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.08rem;
    line-height: 1.35;
  }
`;

/**
 * A blog card: day, month and year over a 3:2 picture, and the title (spec §2 Blog). `eager`: the
 * first card, whose picture is the page's largest paint on a phone, is fetched at once and first.
 */
export const BlogCard = ({ post, eager = false }: { post: BlogPost; eager?: boolean }) => {
  const { locale } = useFormatters();
  const date = dateParts(post.createDate, locale);
  return (
    <Card>
      <Picture>
        <ResponsivePicture
          src={post.fileUrl}
          sizes="(min-width: 1023px) 400px, (min-width: 541px) 50vw, 100vw"
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          width={600}
          height={400}
        />
        {date && (
          <DateBadge dateTime={post.createDate}>
            <strong>{date.day}</strong>
            <span>{date.month}</span>
            <span>{date.year}</span>
          </DateBadge>
        )}
      </Picture>
      <Body>
        <h2>
          <Link to={`/blog/detail/${encodeURIComponent(post.url)}`}>{post.title}</Link>
        </h2>
      </Body>
    </Card>
  );
};
