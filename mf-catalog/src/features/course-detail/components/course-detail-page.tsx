import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ErrorMessage,
  NotFound,
  PageContainer,
  RemoteWidget,
  CourseTypeId,
  Section,
  SideMenu,
  QueryState,
  WhenNearScreen,
  WithSidebar,
  bandSurface,
  cardSurface,
  courseTypeNameOf,
  shareUrl,
  showErrorMessage,
  useDocumentTitle,
  useCourseDetails,
  useFormatters,
  useSessionStore,
  type ApiRequestError,
  type Course,
  type OpenOrderRef,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { useAddToBasket } from '../api/post-user-basket';
import { buyLabelKey, courseAvailability, memberPriceLabelKey } from '../lib/course-state';
import { CourseLearningFallback } from './course-learning-fallback';

/** The apply-now form's place, kept while its code is on its way. */
const APPLY_FORM_HEIGHT = '26rem';

const ApplyFormSpace = styled.div`
  min-height: ${APPLY_FORM_HEIGHT};
`;

/**
 * The apply-now form (spec §2) is content's contact form with the course's name as its title:
 * content owns contact messages. It is the page's last section, and its code (react-hook-form
 * and zod, a quarter second of a slow phone's main thread to start) loads when the section comes
 * near the screen, never while the course itself is being drawn.
 */
const ApplyForm = ({ courseName }: { courseName: string }) => (
  <WhenNearScreen minHeight={APPLY_FORM_HEIGHT}>
    <RemoteWidget
      remote="content"
      module="./ContactForm"
      props={{ title: courseName }}
      loading={<ApplyFormSpace />}
    />
  </WhenNearScreen>
);

const Hero = styled.section`
  ${bandSurface}
  padding: 1.5rem 0 2rem;
  .inner {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 0 1rem;
    display: grid;
    grid-template-columns: 1fr 320px;
    gap: 2rem;
    align-items: start;
  }
  @media (max-width: 869px) {
    .inner {
      grid-template-columns: 1fr;
    }
  }
  nav ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0 0 1rem;
    padding: 0;
    font-size: 0.9rem;
  }
  nav li + li::before {
    content: '›';
    margin-right: 0.4rem;
    opacity: 0.7;
  }
  nav a {
    color: #fff;
  }
  h1 {
    margin: 0 0 1rem;
    font-size: clamp(1.4rem, 3vw, 2.1rem);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.35rem 1rem;
    margin: 0;
  }
  dt {
    opacity: 0.8;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  dd a {
    color: #fff;
  }
`;

const BuyBox = styled.div`
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    background: #e8eef5;
  }
  .body {
    padding: 1rem;
    display: grid;
    gap: 0.5rem;
  }
  .price {
    font-size: 1.6rem;
    font-weight: 700;
    margin: 0;
  }
  .member {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  .member strong {
    color: ${({ theme }) => theme.colors.text};
  }
  .member-note {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .alert {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    margin: 0;
  }
  [role='alert'],
  [role='status'] {
    margin: 0;
  }
`;

/** The section tabs stay in view while the page scrolls beside them; wrapped, each is its width. */
const Tabs = styled(SideMenu)`
  position: sticky;
  top: 1rem;
  button {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: 869px) {
    position: static;
    li {
      flex: none;
    }
  }
`;

/** The sections beside the tabs: the course page's main text, so its titles read larger. */
const Sections = styled.div`
  min-width: 0;
  > section > h2 {
    margin-bottom: 1rem;
    font-size: 1.3rem;
  }
  details {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.6rem 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
  .summary-list {
    margin: 0 0 1rem;
    padding-left: 1.2rem;
  }
  .docs {
    margin: 0;
    padding-left: 1.2rem;
  }
  .docs li {
    margin-bottom: 0.5rem;
  }
`;

const SECTION_IDS = {
  about: 'egitim-hakkinda',
  contents: 'egitim-icerigi',
  requirements: 'gereksinimler',
  files: 'egitim-dosyalari',
  apply: 'hemen-basvur',
} as const;

// The router owns the URL hash, so tabs scroll with JavaScript instead of #anchors. An id names
// a section's heading (`Section`).
const scrollToSection = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

const teachersOf = (course: Course) =>
  [course.teacher, course.secondTeacher, course.thirdTeacher]
    .filter((person): person is NonNullable<typeof person> => person !== null)
    .slice(0, 3);

/** The search parameter that asks the course page to put the course into the basket. */
const ADD_PARAM = 'add';

/** Whether this person can buy the course now: registration open, not theirs, no unpaid order. */
const isBuyable = (course: Course) =>
  courseAvailability(course) === 'open' && !course.isOwner && !course.openOrder;

/**
 * Back from login or signup with ?add=1: the course goes into the basket once, and
 * add=1 leaves the address at once, so a reload or the back button does not ask again; "already
 * in your basket" counts as added. A course that cannot be bought is not added: the page says why.
 */
const useAddOnArrival = (course: Course) => {
  const { t } = useTranslation('catalog');
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  const navigate = useNavigate();
  const addToBasket = useAddToBasket();
  const { mutate } = addToBasket;
  const handled = useRef(false);
  const wanted = new URLSearchParams(location.search).get(ADD_PARAM) === '1';
  const buyable = isBuyable(course);

  useEffect(() => {
    if (!wanted || !token || handled.current) return;
    handled.current = true;
    const search = new URLSearchParams(location.search);
    search.delete(ADD_PARAM);
    const rest = search.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true, state: location.state },
    );
    if (!buyable) return;
    mutate(course.id, {
      onError: (error) => {
        // A 401 already cleared the session and went to login (spec §6).
        if ((error as ApiRequestError).status === 401) return;
        showErrorMessage(t('buyErrorTitle'), error.message);
      },
    });
  }, [wanted, token, buyable, course.id, location, navigate, mutate, t]);

  return addToBasket.isSuccess;
};

/** The course is in the basket now: say so, with the way to the cart. */
const AddedNotice = () => {
  const { t } = useTranslation('catalog');
  return (
    <Alert role="status" $kind="success">
      <p style={{ margin: '0 0 0.4rem' }}>{t('addedToBasket')}</p>
      <Link to="/user/cart" style={{ fontWeight: 600 }}>
        {t('goToCart')}
      </Link>
    </Alert>
  );
};

const BuyButton = ({ course }: { course: Course }) => {
  const { t } = useTranslation('catalog');
  const token = useSessionStore((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();
  const addToBasket = useAddToBasket();
  // A second click while the first is on its way does nothing (the state flag comes a render late).
  const inFlight = useRef(false);
  const label = t(buyLabelKey(course));

  if (course.isOwner) {
    return (
      <Button block disabled>
        {label}
      </Button>
    );
  }
  const buy = () => {
    if (inFlight.current) return;
    if (!token) {
      // The way back carries the wish to buy: the page adds the course once the person is in,
      // whether they log in or sign up.
      const search = new URLSearchParams(location.search);
      search.set(ADD_PARAM, '1');
      const returnUrl = `${location.pathname}?${search.toString()}`;
      navigate(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      return;
    }
    inFlight.current = true;
    addToBasket.mutate(course.id, {
      onSuccess: () => navigate('/user/cart'),
      onError: (error) => {
        // A 401 already cleared the session and went to login (spec §6).
        if ((error as ApiRequestError).status === 401) return;
        showErrorMessage(t('buyErrorTitle'), error.message);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return (
    <Button block onClick={buy} loading={addToBasket.isPending}>
      {label}
    </Button>
  );
};

/** An unpaid order for this course: lead to it instead of offering a second "buy". */
const OpenOrderNotice = ({ openOrder }: { openOrder: OpenOrderRef }) => {
  const { t } = useTranslation('catalog');
  const transfer = openOrder.status === 'awaiting_transfer';
  const to = transfer
    ? `/payment/success/eft?trackingId=${encodeURIComponent(openOrder.trackingId)}`
    : '/account/orders';
  return (
    <Alert role="status" $kind="info">
      <p style={{ margin: '0 0 0.4rem' }}>{t('openOrderNotice')}</p>
      <Link to={to} style={{ fontWeight: 600 }}>
        {transfer ? t('openOrderTransferLink') : t('openOrderLink')}
      </Link>
    </Alert>
  );
};

const CourseHero = ({ course }: { course: Course }) => {
  const { t } = useTranslation('catalog');
  const format = useFormatters();
  const typeName = courseTypeNameOf(course.courseType.id);
  const availability = courseAvailability(course);
  const teachers = teachersOf(course);
  const added = useAddOnArrival(course);
  const inPerson =
    course.courseType.id === CourseTypeId.physical ||
    course.courseType.id === CourseTypeId.certificateProgram;
  return (
    <Hero>
      <div className="inner">
        <div>
          <nav aria-label={t('breadcrumb')}>
            <ol>
              <li>
                <Link to="/">{t('common:home')}</Link>
              </li>
              {typeName && (
                <li>
                  <Link to={`/courses/${typeName}`}>{t(`common:courseType_${typeName}`)}</Link>
                </li>
              )}
              <li aria-current="page">{course.name}</li>
            </ol>
          </nav>
          <h1>{course.name}</h1>
          <dl>
            {teachers.length > 0 && (
              <>
                <dt>{t('instructors', { count: teachers.length })}</dt>
                <dd>{teachers.map((p) => `${p.name} ${p.surname}`).join(', ')}</dd>
              </>
            )}
            {inPerson && course.courseStartDate && (
              <>
                <dt>{t('dates')}</dt>
                <dd>
                  {format.date(course.courseStartDate)} – {format.date(course.courseEndDate)}
                </dd>
              </>
            )}
            {inPerson && course.courseDuration && (
              <>
                <dt>{t('duration')}</dt>
                <dd>{format.duration(course.courseDuration)}</dd>
              </>
            )}
            {inPerson && course.courseLocation && (
              <>
                <dt>{t('location')}</dt>
                <dd>
                  {course.courseLocation}
                  {course.courseLocationUrl && (
                    <>
                      {' '}
                      (
                      <a href={course.courseLocationUrl} target="_blank" rel="noopener noreferrer">
                        {t('showOnMap')}
                      </a>
                      )
                    </>
                  )}
                </dd>
              </>
            )}
            {course.courseType.id === CourseTypeId.online && course.courseFirstExamDate && (
              <>
                <dt>{t('firstExamDate')}</dt>
                <dd>{format.date(course.courseFirstExamDate, true)}</dd>
              </>
            )}
            {course.registerEndDate && availability === 'open' && (
              <>
                <dt>{t('registerEndDate')}</dt>
                <dd>{format.date(course.registerEndDate)}</dd>
              </>
            )}
          </dl>
        </div>
        <BuyBox>
          <img
            src={course.thumbnailImagePath}
            alt=""
            width={320}
            height={320}
            fetchPriority="high"
          />
          <div className="body">
            <p className="price" data-testid="course-price">
              {course.price > 0 ? format.price(course.price) : t('free')}
            </p>
            {course.ihkibPrice !== null && course.price > 0 && (
              <>
                <p className="member">
                  {t(memberPriceLabelKey(course))}:{' '}
                  <strong>{format.price(course.ihkibPrice)}</strong>
                </p>
                <p className="member-note">
                  {course.memberPriceApplies
                    ? t('memberPriceApplies')
                    : t(`${memberPriceLabelKey(course)}Note`)}
                </p>
              </>
            )}
            {course.alertMessage && <p className="alert">{course.alertMessage}</p>}
            {availability === 'cancelled' && (
              <Alert role="status" $kind="error">
                {t('cancelledMessage')}
              </Alert>
            )}
            {availability === 'expired' && (
              <Alert role="status" $kind="info">
                {t('expiredMessage')}
              </Alert>
            )}
            {course.isOwner && (
              <Alert role="status" $kind="success">
                {t('alreadyOwnerNote')}
              </Alert>
            )}
            {course.openOrder && !course.isOwner && (
              <OpenOrderNotice openOrder={course.openOrder} />
            )}
            {added && <AddedNotice />}
            {availability === 'open' && !(course.openOrder && !course.isOwner) && (
              <BuyButton course={course} />
            )}
            {!course.isCancelled && (
              <Button variant="secondary" block onClick={() => scrollToSection(SECTION_IDS.apply)}>
                {t('applyNow')}
              </Button>
            )}
          </div>
        </BuyBox>
      </div>
    </Hero>
  );
};

const CourseSections = ({ course }: { course: Course }) => {
  const { t } = useTranslation('catalog');
  const contents = course.courseDetails.filter((item) => item.type === 'EducationalContents');
  const documents = course.courseDetails.filter((item) => item.type === 'RequiredDocuments');
  const hasFiles = course.courseTitles.length > 0;
  const tabs = [
    { id: SECTION_IDS.about, label: t('tabAbout'), show: true },
    { id: SECTION_IDS.contents, label: t('tabContents'), show: contents.length > 0 },
    { id: SECTION_IDS.requirements, label: t('tabRequirements'), show: documents.length > 0 },
    { id: SECTION_IDS.files, label: t('tabFiles'), show: hasFiles },
  ].filter((tab) => tab.show);

  return (
    <WithSidebar $side="220px">
      <Tabs aria-label={t('sections')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <button type="button" onClick={() => scrollToSection(tab.id)}>
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
      </Tabs>
      <Sections>
        <Section id={SECTION_IDS.about} title={t('tabAbout')} card>
          {course.summary.length > 0 && (
            <ul className="summary-list">
              {course.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <SafeHtml html={course.description} headingLevel={3} />
        </Section>
        {contents.length > 0 && (
          <Section id={SECTION_IDS.contents} title={t('tabContents')} card>
            {contents.map((item) => (
              <details key={item.title}>
                <summary>{item.title}</summary>
                <SafeHtml html={item.description} headingLevel={3} />
              </details>
            ))}
          </Section>
        )}
        {documents.length > 0 && (
          <Section id={SECTION_IDS.requirements} title={t('tabRequirements')} card>
            <ul className="docs">
              {documents.map((item) => (
                <li key={item.title}>
                  <strong>{item.title}</strong>
                  <SafeHtml html={item.description} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Section>
        )}
        {hasFiles && (
          <Section id={SECTION_IDS.files} title={t('tabFiles')} card>
            <RemoteWidget
              remote="learning"
              module="./CourseLearning"
              props={{ course }}
              fallback={<CourseLearningFallback course={course} />}
            />
          </Section>
        )}
        {!course.isCancelled && (
          <Section id={SECTION_IDS.apply} title={t('applyNow')} card>
            <p>{t('applyNowText')}</p>
            <ApplyForm courseName={course.name} />
          </Section>
        )}
        {/* The API's share page previews the course on social networks. */}
        <RemoteWidget
          remote="content"
          module="./ShareBar"
          props={{ target: { url: shareUrl('course', course.nameSlug), title: course.name } }}
          // Without the content remote the page simply has no share links.
          fallback={<></>}
          loading={<></>}
        />
      </Sections>
    </WithSidebar>
  );
};

/** courses/details/{nameSlug} (spec §2 "Course detail", §4 "Course"). */
export const CourseDetailPage = () => {
  const { t } = useTranslation('catalog');
  const { nameSlug = '' } = useParams();
  const details = useCourseDetails(nameSlug);
  useDocumentTitle(details.data?.data.name);
  return (
    <QueryState
      query={details}
      // Spec §2: a course that cannot be loaded reads 'Page Not Found'; only a failure says so as an error.
      notFound={
        <NotFound
          title={t('common:pageNotFound')}
          backTo="/courses/online"
          backLabel={t('allTrainings')}
        />
      }
      error={
        <PageContainer>
          <ErrorMessage />
        </PageContainer>
      }
    >
      {({ data: course }) => (
        <>
          <CourseHero course={course} />
          <PageContainer>
            <CourseSections course={course} />
          </PageContainer>
        </>
      )}
    </QueryState>
  );
};
