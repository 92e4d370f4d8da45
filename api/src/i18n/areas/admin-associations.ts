import { defineArea } from './define';

/** Messages of the association member lists and the member price. */
export default defineArea(
  {
    associationNotFound: 'Böyle bir birlik yok.',
    memberImportEmpty: 'Dosyada vergi numarası yok.',
    memberImportTooLarge: 'Dosya çok büyük: bir seferde en çok 20.000 satır yüklenebilir.',
    memberImported: 'Liste yüklendi.',
    memberNotFound: 'Bu vergi numarası listede yok.',
    memberRemoved: 'Vergi numarası listeden çıkarıldı.',
  },
  {
    associationNotFound: 'There is no such association.',
    memberImportEmpty: 'The file holds no tax numbers.',
    memberImportTooLarge: 'The file is too large: at most 20,000 rows can be uploaded at once.',
    memberImported: 'The list was uploaded.',
    memberNotFound: 'This tax number is not on the list.',
    memberRemoved: 'The tax number was removed from the list.',
  },
);
