import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  PICTURE_WIDTHS,
  Picture,
  cardSurface,
  courseTypeNameOf,
  type CourseCard as CourseCardData,
} from '@lms/shared';

const Card = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: transform 0.15s;
  &:hover {
    transform: translateY(-2px);
  }
  picture {
    display: block;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    display: block;
    background: #e8eef5;
  }
  .type {
    position: absolute;
    top: 0.75rem;
    left: 0.75rem;
    padding: 0.2rem 0.65rem;
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  }
  .body {
    padding: 0.75rem 1rem 1rem;
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    flex: 1;
  }
  h3 {
    font-size: 1rem;
    margin: 0;
  }
  .alert {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 0.85rem;
    font-weight: 600;
  }
  .more {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

type CardCourse = Pick<
  CourseCardData,
  'name' | 'nameSlug' | 'thumbnailImagePath' | 'alertMessage'
> &
  Partial<Pick<CourseCardData, 'courseType'>>;

/**
 * A square course card linking to its detail page (spec §2): a picture without words, the
 * course's type as a translated badge over it, and its name. `eager`: the card is in the first
 * screen (on a phone the first card's picture is the largest paint), so its picture is neither
 * lazy nor late.
 */
export const CourseCard = ({ course, eager = false }: { course: CardCourse; eager?: boolean }) => {
  const { t } = useTranslation('catalog');
  const type = course.courseType && courseTypeNameOf(course.courseType.id);
  return (
    <Card to={`/courses/details/${course.nameSlug}`}>
      <Picture
        src={course.thumbnailImagePath}
        widths={PICTURE_WIDTHS.card}
        sizes="(min-width: 1023px) 280px, (min-width: 541px) 45vw, 90vw"
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        width={400}
        height={400}
      />
      {type && <span className="type">{t(`courseTypeBadge_${type}`)}</span>}
      <div className="body">
        <h3>{course.name}</h3>
        {course.alertMessage && <span className="alert">{course.alertMessage}</span>}
        <span className="more">{t('moreInformation')}</span>
      </div>
    </Card>
  );
};
