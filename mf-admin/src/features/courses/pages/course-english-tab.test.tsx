import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminCourse } from '@lms/shared/contracts';
import { renderAdmin, setupAdminTestApi } from '../../../testing/setup';
import { CourseEditPage } from './course-edit-page';

// The course form edits the English texts in a language tab of the same form: one save,
// the version read, the Turkish shown as a hint where the English is empty.

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
  courseDetails: [
    { type: 'EducationalContents', title: 'Gümrük beyannamesi', description: '', en: {} },
  ],
  alertMessage: null,
  en: { courseDuration: '24 hours' },
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
      <Route path="courses/:id" element={<CourseEditPage />} />
    </Routes>,
    '/admin/courses/5',
  );

const puts = () => api.requests.filter((request) => request.method === 'PUT');

describe('the course form’s English tab', () => {
  it('edits the English texts over the Turkish hints and saves both in one request', async () => {
    putReply = { status: 200, body: { success: true, message: '', data: course } };
    renderEdit();
    await screen.findByLabelText('Eğitimin adı');
    const tabs = screen.getByRole('tablist', { name: 'Metinlerin dili' });
    expect(tabs).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');

    const name = screen.getByLabelText('Eğitimin adı');
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'Dış Ticarete Giriş');
    expect(screen.getByLabelText('Süre')).toHaveValue('24 hours');
    expect(screen.getByLabelText('1. maddenin başlığı')).toHaveAttribute(
      'placeholder',
      'Gümrük beyannamesi',
    );
    // Only the texts: price, dates and instructors are the Turkish tab's.
    expect(screen.queryByLabelText('Fiyat (TL, KDV hariç)')).not.toBeInTheDocument();

    await userEvent.type(name, 'Introduction to Foreign Trade');
    await userEvent.type(screen.getByLabelText('Özet maddeleri'), 'Hands-on');
    await userEvent.type(screen.getByLabelText('1. maddenin başlığı'), 'The customs declaration');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      name: 'Dış Ticarete Giriş',
      summary: ['Uygulamalı'],
      version: 3,
      en: {
        name: 'Introduction to Foreign Trade',
        summary: ['Hands-on'],
        courseDuration: '24 hours',
      },
      courseDetails: [{ title: 'Gümrük beyannamesi', en: { title: 'The customs declaration' } }],
    });

    // Back on the Turkish tab, the Turkish texts are there as they were.
    await userEvent.click(screen.getByRole('tab', { name: 'Türkçe' }));
    expect(screen.getByLabelText('Eğitimin adı')).toHaveValue('Dış Ticarete Giriş');
  });

  it('shows an English field the server refused under it, on the English tab, keeping what was typed', async () => {
    putReply = {
      status: 400,
      body: { success: false, message: 'Bu alan çok uzun.', errors: { 'en.name': 'fieldTooLong' } },
    };
    renderEdit();
    await screen.findByLabelText('Eğitimin adı');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    await userEvent.type(screen.getByLabelText('Eğitimin adı'), 'A very long English name');
    await userEvent.click(screen.getByRole('tab', { name: 'Türkçe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    // The form moves to the tab with the refused field.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true'),
    );
    const name = screen.getByLabelText('Eğitimin adı');
    expect(name).toHaveValue('A very long English name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Bu alan çok uzun.', { selector: '[role=alert]' })).toBeInTheDocument();
  });
});
