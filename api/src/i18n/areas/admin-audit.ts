import { defineArea } from './define';

/** The audit log's filters (GET /v1/admin/audit). */
export default defineArea(
  {
    invalidAuditPerson: 'Kişi için bir e-posta adresi ya da kullanıcı numarası giriniz.',
    invalidAuditObjectType: 'Nesne türü geçersiz (ör. course, exam).',
    invalidDate: 'Lütfen geçerli bir tarih giriniz.',
    invalidDateRange: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  },
  {
    invalidAuditPerson: 'Enter an e-mail address or a user number for the person.',
    invalidAuditObjectType: 'The object type is invalid (e.g. course, exam).',
    invalidDate: 'Please enter a valid date.',
    invalidDateRange: 'The end date cannot be before the start date.',
  },
);
