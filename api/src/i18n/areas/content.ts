import { defineArea } from './define';

/** Blog, galleries and contact messages. */
export default defineArea(
  {
    contactSuccess: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
    contactCourseNotFound: 'Başvurduğunuz eğitim bulunamadı.',
    blogNotFound: 'Aradığınız blog yazısı bulunamadı.',
    galleryNotFound: 'Aradığınız galeri bulunamadı.',
    imageNotFound: 'Görsel bulunamadı.',
    contactMailSubject: 'İletişim formundan yeni mesaj',
    contactAckSubject: 'Mesajınızı aldık',
    contactAckText:
      'Merhaba,\n\nİletişim formumuz üzerinden bu e-posta adresiyle bir mesaj gönderildi; mesaj bize ulaştı. En kısa sürede size dönüş yapacağız.\n\nMesajı siz göndermediyseniz bu e-postayı dikkate almayın.',
  },
  {
    contactSuccess: 'Your message has reached us. We will get back to you as soon as possible.',
    contactCourseNotFound: 'The course you applied for was not found.',
    blogNotFound: 'The blog post you are looking for was not found.',
    galleryNotFound: 'The gallery you are looking for was not found.',
    imageNotFound: 'Image not found.',
    contactMailSubject: 'New message from the contact form',
    contactAckSubject: 'We have received your message',
    contactAckText:
      'Hello,\n\nA message was sent with this e-mail address through our contact form, and it has reached us. We will get back to you as soon as possible.\n\nIf you did not send it, please ignore this e-mail.',
  },
);
