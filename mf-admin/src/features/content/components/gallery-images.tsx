import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Input, Picture } from '@lms/shared';
import type { AdminGalleryImage } from '@lms/shared/contracts';
import { useContentMessage } from './use-content-message';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 96px minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  padding: 0.75rem;
  border: 1px solid #d5dce3;
  border-radius: 6px;
  background: #fff;
  &[data-dragging='true'] {
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
    position: relative;
    z-index: 1;
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: 4px;
  }
  @media (max-width: 540px) {
    grid-template-columns: auto minmax(0, 1fr);
    img {
      grid-column: 2;
    }
    .details {
      grid-column: 1 / -1;
    }
  }
`;

const Handle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid #c3ccd6;
  border-radius: 4px;
  background: #f6f8fa;
  cursor: grab;
  font-size: 1.2rem;
  touch-action: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.5rem;
`;

const AltLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.25rem;
`;

export interface GalleryImagesActions {
  /** Every image id in the new order. */
  onOrder: (imageIds: number[]) => void;
  /** The text alternative in Turkish and in English ('' reads the Turkish). */
  onAlt: (imageId: number, alt: string, englishAlt: string) => Promise<unknown>;
  onDelete: (imageId: number) => void;
  /** An image whose removal is under way (its button is disabled: a double click sends one). */
  deleting: number | null;
}

interface ImageRowProps {
  image: AdminGalleryImage;
  position: number;
  total: number;
  galleryTitle: string;
  actions: GalleryImagesActions;
  move: (from: number, to: number) => void;
}

const ImageRow = ({ image, position, total, galleryTitle, actions, move }: ImageRowProps) => {
  const { t } = useTranslation('admin');
  const altId = useId();
  const englishAltId = useId();
  const [alt, setAlt] = useState(image.alt);
  const [englishAlt, setEnglishAlt] = useState(image.en.alt);
  const [altState, setAltState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: image.id });
  useEffect(() => setAlt(image.alt), [image.alt]);
  useEffect(() => setEnglishAlt(image.en.alt), [image.en.alt]);
  const label = t('content.gallery.imageLabel', { n: position + 1, total });

  const step = (by: -1 | 1) => {
    move(position, position + by);
    // The moved image's other button keeps the focus when this one is disabled at an end.
    const next = position + by;
    if (next === 0) requestAnimationFrame(() => down.current?.focus());
    if (next === total - 1) requestAnimationFrame(() => up.current?.focus());
  };

  return (
    <Item
      ref={setNodeRef}
      data-dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={label}
    >
      <Handle
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('content.gallery.dragHandle', { n: position + 1 })}
      >
        ⠿
      </Handle>
      <Picture
        src={image.filePath}
        alt={image.alt || t('content.gallery.imageAlt', { title: galleryTitle, n: position + 1 })}
        width={96}
        height={64}
        sizes="96px"
      />
      <div className="details">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setAltState('saving');
            actions
              .onAlt(image.id, alt, englishAlt)
              .then(() => setAltState('saved'))
              .catch(() => setAltState('failed'));
          }}
        >
          <AltLabel htmlFor={altId}>{t('content.gallery.altLabel', { n: position + 1 })}</AltLabel>
          <Input
            id={altId}
            value={alt}
            maxLength={300}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltState('idle');
            }}
          />
          <AltLabel htmlFor={englishAltId}>
            {t('content.gallery.altLabelEnglish', { n: position + 1 })}
          </AltLabel>
          <Input
            id={englishAltId}
            lang="en"
            value={englishAlt}
            placeholder={alt}
            maxLength={300}
            onChange={(event) => {
              setEnglishAlt(event.target.value);
              setAltState('idle');
            }}
          />
          <Row>
            <Button type="submit" variant="secondary" loading={altState === 'saving'}>
              {t('content.gallery.altSave')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              ref={up}
              disabled={position === 0}
              onClick={() => step(-1)}
              aria-label={t('content.gallery.moveUp', { n: position + 1 })}
            >
              ↑
            </Button>
            <Button
              type="button"
              variant="secondary"
              ref={down}
              disabled={position === total - 1}
              onClick={() => step(1)}
              aria-label={t('content.gallery.moveDown', { n: position + 1 })}
            >
              ↓
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={actions.deleting === image.id}
              onClick={() => actions.onDelete(image.id)}
            >
              {t('content.gallery.deleteImage', { n: position + 1 })}
            </Button>
          </Row>
          {altState === 'saved' && (
            <Alert role="status" $kind="success">
              {t('content.gallery.altSaved')}
            </Alert>
          )}
          {altState === 'failed' && (
            <Alert role="alert" $kind="error">
              {t('content.gallery.altFailed')}
            </Alert>
          )}
        </form>
      </div>
    </Item>
  );
};

interface GalleryImagesProps {
  images: AdminGalleryImage[];
  galleryTitle: string;
  actions: GalleryImagesActions;
  /** The last reorder's refusal (a message key or text), shown above the list. */
  orderError?: string | null;
}

/**
 * A gallery's images in order: dragged with the pointer or the keyboard (dnd-kit: space picks
 * up, arrows move, space drops, with screen-reader announcements in the page's language), or
 * moved one place with the up and down buttons. Each order is sent at once, whole.
 */
export const GalleryImages = ({
  images,
  galleryTitle,
  actions,
  orderError,
}: GalleryImagesProps) => {
  const { t } = useTranslation('admin');
  const message = useContentMessage();
  const [order, setOrder] = useState(() => images.map((image) => image.id));
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => setOrder(images.map((image) => image.id)), [images]);
  const byId = useMemo(() => new Map(images.map((image) => [image.id, image])), [images]);
  const shown = order.map((id) => byId.get(id)).filter((image) => image !== undefined);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = (id: UniqueIdentifier) => order.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('content.gallery.dnd.start', { n: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('content.gallery.dnd.over', { n: positionOf(active.id), to: positionOf(over.id) })
        : t('content.gallery.dnd.outside', { n: positionOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('content.gallery.dnd.end', { n: positionOf(active.id), to: positionOf(over.id) })
        : t('content.gallery.dnd.cancel', { n: positionOf(active.id) }),
    onDragCancel: ({ active }) => t('content.gallery.dnd.cancel', { n: positionOf(active.id) }),
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    setAnnouncement(t('content.gallery.moved', { from: from + 1, to: to + 1 }));
    actions.onOrder(next);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
  };

  if (images.length === 0) return <p>{t('content.gallery.noImages')}</p>;
  return (
    <>
      <p id="gallery-order-help">{t('content.gallery.orderHelp')}</p>
      {orderError && (
        <Alert role="alert" $kind="error">
          {message(orderError)}
        </Alert>
      )}
      <div role="status" aria-live="polite" className="visually-hidden" style={visuallyHidden}>
        {announcement}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('content.gallery.dnd.instructions') },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <List aria-describedby="gallery-order-help">
            {shown.map((image, position) => (
              <ImageRow
                key={image.id}
                image={image}
                position={position}
                total={shown.length}
                galleryTitle={galleryTitle}
                actions={actions}
                move={move}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
