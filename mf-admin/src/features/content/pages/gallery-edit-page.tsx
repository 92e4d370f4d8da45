import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { useAdminGallery } from '../api/get-admin-gallery';
import { useCreateGallery } from '../api/post-admin-gallery';
import { useUpdateGallery } from '../api/put-admin-gallery';
import { useDeleteGallery } from '../api/delete-admin-gallery';
import { useAddGalleryImage } from '../api/post-gallery-image';
import { useOrderGalleryImages } from '../api/put-gallery-order';
import { useSetGalleryImageAlt } from '../api/put-gallery-image-alt';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { PictureUpload } from '../components/cover-upload';
import { DeleteButton } from '../components/delete-button';
import { GalleryForm, emptyGallery, galleryToValues } from '../components/gallery-form';
import { GalleryImages } from '../components/gallery-images';
import { saveErrorOf } from '../components/use-content-message';
import { useAdminPath } from '../../../lib/admin-path';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  aside {
    display: flex;
    flex-direction: column;
    gap: 1.5rem;
  }
`;

const Danger = styled.div`
  margin-top: 1.5rem;
`;

/** `#/admin/galleries/new`: a new gallery; then its own page, where images are added. */
export const GalleryNewPage = () => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const create = useCreateGallery();
  return (
    <>
      <h2>{t('content.gallery.newTitle')}</h2>
      <p>
        <Link to={adminPath('galleries')}>{t('content.gallery.backToList')}</Link>
      </p>
      <GalleryForm
        values={emptyGallery}
        saving={create.isPending}
        saved={false}
        error={saveErrorOf(create.error)}
        onSave={(payload) =>
          create
            .mutateAsync(payload)
            .then((response) => navigate(adminPath(`galleries/${response.data.id}`)))
            .catch(() => undefined)
        }
      />
    </>
  );
};

const orderErrorOf = (error: unknown): string | null => {
  if (!error) return null;
  const body = error as { errors?: Record<string, string>; message?: string };
  return body.errors?.imageIds ?? body.message ?? 'invalidRequest';
};

const GalleryEditor = ({ gallery }: { gallery: AdminGallery }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const update = useUpdateGallery();
  const remove = useDeleteGallery();
  const add = useAddGalleryImage();
  const order = useOrderGalleryImages();
  const alt = useSetGalleryImageAlt();
  const removeImage = useDeleteGalleryImage();
  const [deleting, setDeleting] = useState<number | null>(null);
  const values = useMemo(() => galleryToValues(gallery), [gallery]);
  return (
    <>
      <h2>{gallery.title}</h2>
      <p>
        <Link to={adminPath('galleries')}>{t('content.gallery.backToList')}</Link>
        {' · '}
        <a href={`#/gallery/detail/${gallery.id}`}>{t('content.gallery.publicLink')}</a>
      </p>
      <Layout>
        <div>
          <GalleryForm
            values={values}
            saving={update.isPending}
            saved={update.isSuccess}
            error={saveErrorOf(update.error)}
            onSave={({ version = gallery.version, ...fields }) =>
              update
                .mutateAsync({ id: gallery.id, payload: { ...fields, version } })
                .catch(() => undefined)
            }
          />
          <Danger>
            <DeleteButton
              label={t('content.gallery.delete')}
              confirmTitle={t('content.gallery.deleteTitle')}
              confirmText={t('content.gallery.deleteText', { title: gallery.title })}
              onDelete={() =>
                remove.mutateAsync(gallery.id).then(() => navigate(adminPath('galleries')))
              }
            />
          </Danger>
        </div>
        <aside>
          <section aria-labelledby="gallery-images-title">
            <h3 id="gallery-images-title">{t('content.gallery.imagesTitle')}</h3>
            <GalleryImages
              images={gallery.images}
              galleryTitle={gallery.title}
              orderError={orderErrorOf(order.error)}
              actions={{
                onOrder: (imageIds) => order.mutate({ id: gallery.id, imageIds }),
                onAlt: (imageId, text, english) =>
                  alt.mutateAsync({ id: gallery.id, imageId, alt: text, en: { alt: english } }),
                onDelete: (imageId) => {
                  setDeleting(imageId);
                  removeImage.mutate(
                    { id: gallery.id, imageId },
                    { onSettled: () => setDeleting(null) },
                  );
                },
                deleting,
              }}
            />
          </section>
          <PictureUpload
            title={t('content.gallery.addTitle')}
            label={t('content.gallery.addFile')}
            submitLabel={t('content.gallery.addSubmit')}
            doneLabel={t('content.gallery.added')}
            upload={{
              ...add,
              mutate: (file, options) => add.mutate({ id: gallery.id, file }, options),
            }}
          />
        </aside>
      </Layout>
    </>
  );
};

/** `#/admin/galleries/:id`: texts, images (add, order, alt text, remove), and deleting. */
export const GalleryEditPage = () => {
  const { id } = useParams();
  const query = useAdminGallery(Number(id));
  return (
    <QueryState query={query}>{(response) => <GalleryEditor gallery={response.data} />}</QueryState>
  );
};
