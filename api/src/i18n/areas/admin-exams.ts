import { defineArea } from './define';

/** The back office's exams: validation by field, locks and versions. */
export default defineArea(
  {
    examCourseNotFound: 'Eğitim bulunamadı.',
    examSectionRequired: 'Lütfen sınavın yer alacağı bölümü seçiniz.',
    examSectionNotInCourse: 'Seçilen bölüm bu eğitime ait değil.',
    examTitleRequired: 'Sınav adı zorunludur.',
    examTitleTooLong: 'Sınav adı en fazla 200 karakter olabilir.',
    examDescriptionTooLong: 'Açıklama en fazla 2000 karakter olabilir.',
    examDurationInvalid: 'Süre 0 ile 600 dakika arasında tam sayı olmalıdır (0: süresiz).',
    examRequiredPointsInvalid: 'Geçme puanı 0 veya daha büyük bir tam sayı olmalıdır.',
    examRequiredPointsTooHigh:
      'Geçme puanı, soruların puanları toplamından büyük olamaz; aksi hâlde kimse geçemez.',
    examQuestionsRequired: 'Sınavda en az bir soru olmalıdır.',
    examQuestionsTooMany: 'Bir sınavda en fazla 100 soru olabilir.',
    examQuestionsPerAttemptInvalid:
      'Deneme başına soru sayısı 1 ile 100 arasında bir tam sayı olmalıdır.',
    examQuestionsPerAttemptTooMany:
      'Deneme başına soru sayısı, sınavdaki soru sayısından fazla olamaz.',
    examMaxAttemptsInvalid: 'Deneme hakkı 1 ile 100 arasında bir tam sayı olmalıdır.',
    examRetakeWaitInvalid:
      'Denemeler arası bekleme 0 ile 2160 saat arasında bir tam sayı olmalıdır.',
    examQuestionRequired: 'Soru metni zorunludur.',
    examQuestionTooLong: 'Soru metni en fazla 1000 karakter olabilir.',
    examPointsInvalid: 'Puan 1 ile 1000 arasında tam sayı olmalıdır.',
    examOptionsTooFew: 'Her sorunun en az iki seçeneği olmalıdır.',
    examOptionsTooMany: 'Bir sorunun en fazla 10 seçeneği olabilir.',
    examOptionRequired: 'Seçenek metni zorunludur.',
    examOptionTooLong: 'Seçenek metni en fazla 500 karakter olabilir.',
    examCorrectOptionMissing: 'Lütfen doğru seçeneği işaretleyiniz.',
    examCorrectOptionNotUnique: 'Her sorunun yalnızca bir doğru seçeneği olabilir.',
    examItemUnknown:
      'Gönderilen soru ya da seçenek bu sınava ait değil. Lütfen sayfayı yenileyip yeniden deneyiniz.',
    examLocked:
      'Bu sınava başlayan katılımcılar var; soruları, seçenekleri, puanları, geçme puanı ve süresi artık değiştirilemez. Değişiklik için sınavın yeni bir sürümünü oluşturunuz.',
    examHasAttempts:
      'Bu sınava başlayan katılımcılar var; sınav silinemez. Yerine yeni bir sürüm oluşturabilirsiniz.',
    examReplaced:
      'Bu sınavın daha yeni bir sürümü var; eski sürümler değiştirilemez. Lütfen güncel sürümü düzenleyiniz.',
    examChangedMeanwhile:
      'Bu sınav siz düzenlerken başka biri tarafından değiştirildi. Lütfen sayfayı yenileyip değişikliklerinizi yeniden yapınız.',
  },
  {
    examCourseNotFound: 'Course not found.',
    examSectionRequired: 'Please choose the section the exam belongs to.',
    examSectionNotInCourse: 'The chosen section does not belong to this course.',
    examTitleRequired: 'The exam title is required.',
    examTitleTooLong: 'The exam title can be at most 200 characters long.',
    examDescriptionTooLong: 'The description can be at most 2000 characters long.',
    examDurationInvalid:
      'The duration must be a whole number of minutes from 0 to 600 (0: untimed).',
    examRequiredPointsInvalid: 'The pass mark must be a whole number, 0 or more.',
    examRequiredPointsTooHigh:
      'The pass mark cannot be greater than the sum of the questions’ points, or nobody could pass.',
    examQuestionsRequired: 'An exam needs at least one question.',
    examQuestionsTooMany: 'An exam can have at most 100 questions.',
    examQuestionsPerAttemptInvalid: 'Questions per attempt must be a whole number from 1 to 100.',
    examQuestionsPerAttemptTooMany:
      "Questions per attempt cannot be more than the exam's questions.",
    examMaxAttemptsInvalid: 'Attempts must be a whole number from 1 to 100.',
    examRetakeWaitInvalid:
      'The wait between attempts must be a whole number of hours from 0 to 2160.',
    examQuestionRequired: 'The question text is required.',
    examQuestionTooLong: 'The question text can be at most 1000 characters long.',
    examPointsInvalid: 'Points must be a whole number from 1 to 1000.',
    examOptionsTooFew: 'Each question needs at least two options.',
    examOptionsTooMany: 'A question can have at most 10 options.',
    examOptionRequired: 'The option text is required.',
    examOptionTooLong: 'The option text can be at most 500 characters long.',
    examCorrectOptionMissing: 'Please mark the correct option.',
    examCorrectOptionNotUnique: 'A question can have only one correct option.',
    examItemUnknown:
      'A question or option sent does not belong to this exam. Please reload the page and try again.',
    examLocked:
      'Learners have started this exam; its questions, options, points, pass mark and duration can no longer be changed. Make a new version of the exam to change them.',
    examHasAttempts:
      'Learners have started this exam, so it cannot be deleted. You can make a new version instead.',
    examReplaced:
      'This exam has a newer version; old versions cannot be changed. Please edit the current version.',
    examChangedMeanwhile:
      'Someone else changed this exam while you were editing it. Please reload the page and make your changes again.',
  },
);
