import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AfterFirstPaint,
  Picture,
  PlainList,
  QueryState,
  cardSurface,
  useFormatters,
  useSessionStore,
  useSiteSettings,
  type BlogCard,
  type CourseCard as CourseCardData,
} from '@lms/shared';
import { CourseCard } from '../../courses/components/course-card';
import { CardCarousel, HeroCarousel } from './carousels';

// The intro video (react-player) loads after the largest paint.
const IntroVideoModal = lazy(
  () => import(/* webpackChunkName: "home-intro-video" */ './intro-video-modal'),
);

const Section = styled.section`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 0;
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 1rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.4rem;
  }
  header a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Advantages = styled(PlainList)`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 0;
  grid-template-columns: repeat(3, 1fr);
  @media (max-width: 869px) {
    grid-template-columns: 1fr;
  }
  li {
    ${cardSurface}
    padding: 1.25rem;
    display: flex;
    gap: 1rem;
    align-items: center;
  }
  .icon {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    font-size: 1.05rem;
    margin: 0;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const BlogLink = styled(Link)`
  display: block;
  ${cardSurface}
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  height: 100%;
  picture,
  img {
    display: block;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: #e8eef5;
  }
  div {
    padding: 0.75rem 1rem 1rem;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
`;

const CourseSection = ({
  title,
  to,
  courses,
  first = false,
}: {
  title: string;
  to: string;
  courses: CourseCardData[];
  /** The first section's first card is on the first screen of a phone. */
  first?: boolean;
}) => {
  const { t } = useTranslation('catalog');
  if (courses.length === 0) return null;
  return (
    <HomeSection
      title={title}
      link={<Link to={to}>{t('seeAll')}</Link>}
      items={courses.map((course, index) => (
        <CourseCard key={course.nameSlug} course={course} eager={first && index === 0} />
      ))}
    />
  );
};

const HomeSection = ({
  title,
  link,
  items,
}: {
  title: string;
  link: ReactNode;
  items: ReactNode[];
}) => (
  <Section aria-label={title}>
    <header>
      <h2>{title}</h2>
      {link}
    </header>
    <CardCarousel label={title}>{items}</CardCarousel>
  </Section>
);

const BlogSection = ({ posts }: { posts: BlogCard[] }) => {
  const { t } = useTranslation('catalog');
  const format = useFormatters();
  if (posts.length === 0) return null;
  return (
    <HomeSection
      title={t('blogPosts')}
      link={<Link to="/blogs">{t('seeAll')}</Link>}
      items={posts.map((post) => (
        <BlogLink key={post.url} to={`/blog/detail/${post.url}`}>
          <Picture
            src={post.fileUrl}
            sizes="(min-width: 1023px) 380px, (min-width: 541px) 50vw, 90vw"
            alt=""
            loading="lazy"
            width={600}
            height={400}
          />
          <div>
            <time dateTime={post.createDate}>{format.date(post.createDate)}</time>
            <h3>{post.title}</h3>
          </div>
        </BlogLink>
      ))}
    />
  );
};

const ICON_PATHS = {
  programs: 'M3 9l9-5 9 5-9 5-9-5zm4 3v4c0 1.7 2.2 3 5 3s5-1.3 5-3v-4M21 9v6',
  instructors: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9c0-3.9 3.1-7 7-7s7 3.1 7 7',
  participants:
    'M8 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM2 20c0-3.3 2.7-6 6-6s6 2.7 6 6m-2.5-5.2A6 6 0 0122 20',
} as const;

const ADVANTAGES = [
  ['programs', 'advantagePrograms', 'advantageProgramsText'],
  ['instructors', 'advantageInstructors', 'advantageInstructorsText'],
  ['participants', 'advantageParticipants', 'advantageParticipantsText'],
] as const;

/**
 * True once the page's largest paint is done: the first hero banner has loaded (or there is
 * none), a frame has been drawn and the browser is idle. The intro video waits for it, so its
 * player and file never compete with the banner and the course cards. Counted from when the
 * page's content is `ready` (the settings arrived), not from the spinner before it.
 */
const useAfterLargestPaint = (ready: boolean) => {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const loaded =
      hero && !hero.complete
        ? new Promise((resolve) => {
            hero.addEventListener('load', resolve, { once: true });
            hero.addEventListener('error', resolve, { once: true });
          })
        : Promise.resolve();
    void loaded.then(() =>
      requestAnimationFrame(() => {
        const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
        idle(() => cancelled || setDone(true), { timeout: 2_000 });
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [ready]);
  return done;
};

/** Home (spec §2): banners, advantages, course and blog carousels, each only with items. */
export const HomePage = () => {
  const { t } = useTranslation('catalog');
  const settings = useSiteSettings();
  const homeVideoSeen = useSessionStore((state) => state.constants.homeVideo);
  const afterLargestPaint = useAfterLargestPaint(settings.isSuccess);
  return (
    <QueryState query={settings}>
      {({ data }) => (
        <>
          <h1 className="visually-hidden">{t('common:siteName')}</h1>
          {data.introVideoUrl && !homeVideoSeen && afterLargestPaint && (
            <Suspense fallback={null}>
              <IntroVideoModal url={data.introVideoUrl} captions={data.introVideoCaptions} />
            </Suspense>
          )}
          {data.banners[0] && <HeroCarousel banners={data.banners} />}
          <Advantages>
            {ADVANTAGES.map(([icon, title, text]) => (
              <li key={title}>
                <svg className="icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d={ICON_PATHS[icon]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <div>
                  <h2>{t(title)}</h2>
                  <p>{t(text)}</p>
                </div>
              </li>
            ))}
          </Advantages>
          <CourseSection
            title={t('common:courseType_online')}
            to="/courses/online"
            courses={data.onlineCourses}
            first
          />
          <AfterFirstPaint>
            <CourseSection
              title={t('common:courseType_physical')}
              to="/courses/physical"
              courses={data.physicalCourses}
            />
            <CourseSection
              title={t('common:courseType_free')}
              to="/courses/free"
              courses={data.freeCourses}
            />
            <BlogSection posts={data.blogPosts} />
          </AfterFirstPaint>
        </>
      )}
    </QueryState>
  );
};
