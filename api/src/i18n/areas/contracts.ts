import { defineArea } from './define';
/** The contracts accepted at checkout. */
export default defineArea(
  {
    contractsMustBeAccepted:
      'Ödemeden önce Ön Bilgilendirme Formunu ve Mesafeli Satış Sözleşmesini okuyup onaylamanız gerekiyor.',
    contractsNotAccepted:
      'Ödemeden önce Ön Bilgilendirme Formunu ve Mesafeli Satış Sözleşmesini onaylamanız gerekiyor.',
    contractsChanged:
      'Siparişiniz ya da sözleşme metinleri siz onayladıktan sonra değişti. Lütfen güncel metinleri okuyup yeniden onaylayın.',
  },
  {
    contractsMustBeAccepted:
      'Before paying, you must read and accept the Pre-Information Form and the Distance Sales Contract.',
    contractsNotAccepted:
      'Before paying, you must accept the Pre-Information Form and the Distance Sales Contract.',
    contractsChanged:
      'Your order or the contract texts changed after you accepted them. Please read the current texts and accept them again.',
  },
);
