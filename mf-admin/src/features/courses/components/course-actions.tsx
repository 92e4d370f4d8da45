import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Dialog } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { useCancelCourse } from '../api/post-cancel-course';
import { usePublishCourse } from '../api/post-publish-course';
import { useUnpublishCourse } from '../api/post-unpublish-course';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

type Action = 'publish' | 'unpublish' | 'cancel';

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

/**
 * Publish, take back to a draft, or cancel, each after a confirmation that says what follows:
 * publishing shows the course to visitors at once; cancelling refuses new purchases and cancels
 * its unpaid orders.
 */
export const CourseActions = ({ course }: { course: AdminCourse }) => {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState<Action | null>(null);
  const publish = usePublishCourse();
  const unpublish = useUnpublishCourse();
  const cancel = useCancelCourse();
  const mutations = { publish, unpublish, cancel };
  const failed = Object.values(mutations).find((mutation) => mutation.isError);

  const confirm = () => {
    if (!asking) return;
    const mutation = mutations[asking];
    mutation.mutate(
      { id: course.id, version: course.version },
      { onSettled: () => setAsking(null) },
    );
  };

  const available: Action[] =
    course.state === 'cancelled'
      ? []
      : course.state === 'draft'
        ? ['publish', 'cancel']
        : ['unpublish', 'cancel'];

  return (
    <section aria-labelledby="course-actions-title">
      <h3 id="course-actions-title">{t('courses.actionsTitle')}</h3>
      <p>
        {t('courses.stateIs')} <strong>{t(`courses.state.${course.state}`)}</strong>
      </p>
      <Row>
        {available.map((action) => (
          <Button
            key={action}
            type="button"
            variant={
              action === 'cancel' ? 'danger' : action === 'publish' ? 'success' : 'secondary'
            }
            loading={mutations[action].isPending}
            onClick={() => setAsking(action)}
          >
            {t(`courses.action.${action}`)}
          </Button>
        ))}
      </Row>
      {failed && (
        <Alert role="alert" $kind="error">
          {messageOf(failed.error)}
        </Alert>
      )}
      {cancel.isSuccess && (
        <Alert role="status" $kind="success">
          {t('courses.cancelledOrders', { count: cancel.data.data.cancelledOrders })}
        </Alert>
      )}
      <Dialog
        open={asking !== null}
        title={asking ? t(`courses.confirm.${asking}Title`) : ''}
        onClose={() => setAsking(null)}
        closeLabel={t('courses.close')}
      >
        <p>{asking && t(`courses.confirm.${asking}Text`, { name: course.name })}</p>
        <Row>
          <Button
            type="button"
            variant={asking === 'cancel' ? 'danger' : 'primary'}
            loading={asking ? mutations[asking].isPending : false}
            onClick={confirm}
          >
            {asking && t(`courses.action.${asking}`)}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(null)}>
            {t('courses.back')}
          </Button>
        </Row>
      </Dialog>
    </section>
  );
};
