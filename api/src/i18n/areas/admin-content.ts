import { defineArea } from './define';

/** The back office's blog posts and galleries. */
export default defineArea(
  {
    blogTitleRequired: 'Yazının başlığı zorunludur.',
    blogBodyRequired: 'Yazının metni zorunludur.',
    blogSlugTaken: 'Bu adresi başka bir blog yazısı kullanıyor; başka bir adres yazınız.',
    galleryTitleRequired: 'Galerinin başlığı zorunludur.',
    imageOrderInvalid: 'Görsel sırası geçersiz: her görsel bir kez yer almalıdır.',
    imageOrderStale:
      'Galerinin görselleri siz düzenlerken değişti; sayfayı yenileyip yeniden sıralayınız.',
    blogChangedMeanwhile:
      'Bu yazı siz düzenlerken başka biri tarafından değiştirildi. Değişikliklerinizi kaybetmemek için bir kenara not alıp sayfayı yenileyiniz.',
    galleryChangedMeanwhile:
      'Bu galeri siz düzenlerken başka biri tarafından değiştirildi. Değişikliklerinizi kaybetmemek için bir kenara not alıp sayfayı yenileyiniz.',
  },
  {
    blogTitleRequired: 'The post title is required.',
    blogBodyRequired: 'The post text is required.',
    blogSlugTaken: 'Another blog post uses this address; type another one.',
    galleryTitleRequired: 'The gallery title is required.',
    imageOrderInvalid: 'The image order is not valid: each image must appear once.',
    imageOrderStale:
      'The gallery’s images changed while you were editing; reload the page and order them again.',
    blogChangedMeanwhile:
      'Someone else changed this post while you were editing it. To keep your changes, note them down, then reload the page.',
    galleryChangedMeanwhile:
      'Someone else changed this gallery while you were editing it. To keep your changes, note them down, then reload the page.',
  },
);
