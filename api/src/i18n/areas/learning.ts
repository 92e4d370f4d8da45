import { defineArea } from './define';

/** Videos, progress, exams and certificates. */
export default defineArea(
  {
    notCourseOwner: 'Bu içerik yalnızca eğitimi satın alan katılımcılara açıktır.',
    videoNotFound: 'Video bulunamadı.',
    videoLocked:
      'Bu video henüz kilitli. Önceki videoyu sonuna kadar izlediğinizde otomatik olarak açılır.',
    videoTimeInvalid: 'İzleme süresi, videonun süresi içinde tam saniye olmalıdır.',
    videoLinkExpired: 'Video bağlantısının süresi dolmuş. Lütfen sayfayı yenileyin.',
    examNotFound: 'Sınav bulunamadı.',
    examAlreadyPassed: 'Bu sınavı zaten başarıyla tamamladınız.',
    examVideosNotWatched:
      'Sınav, eğitimin videoları izlendiğinde açılır. İzlemeniz gereken video sayısı: {count}.',
    userExamNotFound: 'Sınav kaydı bulunamadı.',
    examFinished: 'Bu sınav tamamlandı; artık yanıt verilemez.',
    examTimeOver: 'Sınav süresi doldu; yanıtınız kaydedilemedi.',
    examRetryLater: 'Bir sonraki denemeniz {at} tarihinden itibaren yapılabilir.',
    examNoAttemptsLeft: 'Bu sınav için deneme hakkınız kalmadı.',
    examTimeOverScored:
      'Sınav süresi doldu; yanıtınız kaydedilmedi ve sınav verdiğiniz yanıtlarla değerlendirildi.',
    examNotFinished: 'Sınav henüz bitmedi. Lütfen önce bütün soruları yanıtlayın.',
    questionNotCurrent: 'Yalnızca sıradaki soruyu yanıtlayabilirsiniz.',
    questionAlreadyAnswered: 'Bu soruyu zaten yanıtladınız; yanıt değiştirilemez.',
    optionInvalid: 'Seçilen seçenek bu sınava ait değil.',
    certificateNotFound: 'Sertifika bulunamadı.',
    certificateAlreadyRevoked: 'Bu sertifika daha önce iptal edilmiş.',
    certificateRevoked: 'Sertifika iptal edildi.',
    revokeReasonRequired: 'İptal nedeni zorunludur.',
    certificateLinkInvalid:
      'Sertifika bağlantısı geçersiz ya da süresi dolmuş. Lütfen eğitim sayfasından yeniden indirin.',
  },
  {
    notCourseOwner: 'This content is only available to participants who bought the course.',
    videoNotFound: 'Video not found.',
    videoLocked:
      'This video is still locked. It opens automatically once you have watched the previous one to the end.',
    videoTimeInvalid: 'The watched time must be a whole number of seconds within the video.',
    videoLinkExpired: 'The video link has expired. Please reload the page.',
    examNotFound: 'Exam not found.',
    examAlreadyPassed: 'You have already passed this exam.',
    examVideosNotWatched:
      'The exam opens once the course videos are watched. Videos still to watch: {count}.',
    userExamNotFound: 'Exam attempt not found.',
    examFinished: 'This exam is finished; no more answers can be given.',
    examTimeOver: 'The exam time is over; your answer could not be saved.',
    examRetryLater: 'Your next attempt is allowed from {at}.',
    examNoAttemptsLeft: 'You have no attempts left at this exam.',
    examTimeOverScored:
      'The exam time is over; your answer was not saved and the exam was scored as it stands.',
    examNotFinished: 'The exam is not finished yet. Please answer every question first.',
    questionNotCurrent: 'You can only answer the current question.',
    questionAlreadyAnswered: 'You have already answered this question; answers cannot be changed.',
    optionInvalid: 'The chosen option does not belong to this exam.',
    certificateNotFound: 'Certificate not found.',
    certificateAlreadyRevoked: 'This certificate was revoked already.',
    certificateRevoked: 'The certificate was revoked.',
    revokeReasonRequired: 'A reason is required.',
    certificateLinkInvalid:
      'The certificate link is invalid or has expired. Please download it again from the course page.',
  },
);
