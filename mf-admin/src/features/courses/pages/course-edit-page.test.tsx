import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminCourse } from '@lms/shared/contracts';
import { renderAdmin, setupAdminTestApi } from '../../../testing/setup';
import { CourseEditPage, CourseNewPage } from './course-edit-page';

// The course form checks every field with the API's schema, shows the API's field
// errors under their fields, and says so when someone else saved the course meanwhile.

const course: AdminCourse = {
  id: 5,
  name: 'Dış Ticarete Giriş',
  nameSlug: 'dis-ticarete-giris',
  courseTypeId: 1,
  price: 1500,
  ihkibPrice: null,
  courseStartDate: '2029-03-01T06:00:00.000Z',
  courseEndDate: '2029-04-01T14:00:00.000Z',
  registerEndDate: null,
  courseFirstExamDate: null,
  courseDuration: '24 saat',
  courseLocation: null,
  courseLocationUrl: null,
  hasRegisterLimit: false,
  teacherIds: [],
  description: '<p>Ayrıntılar</p>',
  summary: ['Uygulamalı'],
  courseDetails: [],
  alertMessage: null,
  en: {},
  minWatchPercent: 90,
  thumbnailImagePath: '',
  isCancelled: false,
  publishedAt: null,
  state: 'draft',
  version: 3,
  createDate: '2026-11-01T00:00:00.000Z',
};

let putReply: { status: number; body: unknown } = { status: 200, body: { data: course } };

const api = setupAdminTestApi((request) => {
  if (request.method === 'GET' && request.path === '/v1/admin/courses/5') {
    return { status: 200, body: { success: true, message: '', data: course } };
  }
  if (request.path === '/v1/admin/instructors') {
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        data: [{ id: 9, name: 'Zeynep', surname: 'Çağlar', title: 'Dr.', courseCount: 0 }],
      },
    };
  }
  if (request.method === 'PUT') return putReply;
  return { status: 404, body: { success: false, message: 'yok' } };
});

const renderEdit = () =>
  renderAdmin(
    <Routes>
      <Route path="courses/new" element={<CourseNewPage />} />
      <Route path="courses/:id" element={<CourseEditPage />} />
    </Routes>,
    '/admin/courses/5',
  );

const puts = () => api.requests.filter((request) => request.method === 'PUT');

describe('the course form', () => {
  it('shows a wrong field’s message under it and sends nothing', async () => {
    renderEdit();
    const name = await screen.findByLabelText('Eğitimin adı');
    expect(name).toHaveValue('Dış Ticarete Giriş');
    await userEvent.clear(name);
    const price = screen.getByLabelText('Fiyat (TL, KDV hariç)');
    await userEvent.clear(price);
    await userEvent.type(price, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Eğitimin adı zorunludur.')).toBeInTheDocument();
    expect(
      screen.getByText('Fiyat 0 ya da daha büyük, en fazla iki ondalıklı bir tutar olmalıdır.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('sends every field with the version read, and puts a taken slug’s error under the slug', async () => {
    putReply = {
      status: 409,
      body: {
        success: false,
        message: 'Bu adresi başka bir eğitim kullanıyor; başka bir adres yazınız.',
        errors: { nameSlug: 'slugTaken' },
      },
    };
    renderEdit();
    const slug = await screen.findByLabelText('Adres (slug)');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'baska-kurs');
    await userEvent.selectOptions(screen.getByLabelText('1. eğitmen'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      nameSlug: 'baska-kurs',
      version: 3,
      teacherIds: [9],
      price: 1500,
      summary: ['Uygulamalı'],
      courseStartDate: '2029-03-01T06:00:00.000Z',
    });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    const described = slug.getAttribute('aria-describedby')!.split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(texts.join(' ')).toMatch(/başka bir eğitim kullanıyor/);
    // What was typed stays.
    expect(slug).toHaveValue('baska-kurs');
  });

  it('edits the completion rule: a watched share per video from 1 to 100 %', async () => {
    putReply = { status: 200, body: { success: true, message: '', data: course } };
    renderEdit();
    const rule = await screen.findByLabelText('Her videonun izlenmesi gereken en az oran (%)');
    expect(rule).toHaveValue(90);
    await userEvent.clear(rule);
    await userEvent.type(rule, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('İzlenme oranı 1 ile 100 arasında bir tam sayı olmalıdır.'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await userEvent.clear(rule);
    await userEvent.type(rule, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ minWatchPercent: 75, version: 3 });
  });

  it('says so when someone else saved the course meanwhile', async () => {
    putReply = {
      status: 409,
      body: {
        success: false,
        message: 'Bu eğitim siz düzenlerken başka biri tarafından değiştirildi.',
      },
    };
    renderEdit();
    const name = await screen.findByLabelText('Eğitimin adı');
    fireEvent.change(name, { target: { value: 'Yeni ad' } });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('başka biri tarafından değiştirildi');
    expect(name).toHaveValue('Yeni ad');
  });

  it('offers the actions of a draft and asks before publishing', async () => {
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Yayınla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eğitim yayınlansın mı?' });
    expect(within(dialog).getByText(/hemen ziyaretçilere görünür/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eğitimi iptal et' })).toBeInTheDocument();
  });

  it('shows the slug a new course will get from its name', async () => {
    renderAdmin(
      <Routes>
        <Route path="courses/new" element={<CourseNewPage />} />
      </Routes>,
      '/admin/courses/new',
    );
    await userEvent.type(await screen.findByLabelText('Eğitimin adı'), 'Şirketlerde İhracat Öğüdü');
    expect(
      await screen.findByText('Boş bırakırsanız: sirketlerde-ihracat-ogudu'),
    ).toBeInTheDocument();
  });
});
