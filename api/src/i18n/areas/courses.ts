import { defineArea } from './define';

export default defineArea(
  {
    courseNotFound: 'Aradığınız eğitim bulunamadı.',
    yearInvalid: 'Yıl geçersiz.',
    monthInvalid: 'Ay geçersiz; ay seçmek için önce bir yıl seçiniz.',
    courseTypeInvalid: 'Eğitim türü geçersiz.',
    orderByInvalid: 'Sıralama alanı geçersiz.',
  },
  {
    courseNotFound: 'The course you are looking for was not found.',
    yearInvalid: 'The year is invalid.',
    monthInvalid: 'The month is invalid; choose a year before choosing a month.',
    courseTypeInvalid: 'The course type is invalid.',
    orderByInvalid: 'The sort field is invalid.',
  },
);
