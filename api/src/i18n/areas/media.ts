import { defineArea } from './define';

/** Staff's sections, videos, captions and their files. */
export default defineArea(
  {
    sectionNotFound: 'Bölüm bulunamadı.',
    sectionNameRequired: 'Bölüm adı zorunludur.',
    sectionOrderInvalid: 'Sıralama, eğitimin bölümlerinin her birini bir kez içermelidir.',
    sectionNotEmpty: 'Bu bölümde video veya sınav var; önce onları kaldırın.',
    videoTitleRequired: 'Video başlığı zorunludur.',
    videoFileRequired: 'Bir MP4 video dosyası seçin.',
    videoNotMp4: 'Bu dosya bir MP4 video değil. Görüntü içeren bir MP4 (H.264) dosyası yükleyin.',
    videoTooLarge: 'Video dosyası en fazla {limit} MB olabilir.',
    captionsNotWebVtt:
      'Altyazı dosyası WebVTT biçiminde değil: ilk satır "WEBVTT" olmalı ve her ipucu "00:00:01.000 --> 00:00:04.000" gibi bir zamanlama satırıyla başlamalıdır.',
    captionsTooLarge: 'Altyazı dosyası en fazla {limit} KB olabilir.',
    captionsLanguageInvalid: 'Altyazı dili tr veya en olmalıdır.',
    videoTranscodeNotFailed:
      'Yalnızca dönüştürmesi başarısız olan bir video yeniden dönüştürülebilir.',
    uploadNotMultipart: 'Dosya, multipart/form-data biçimiyle gönderilmelidir.',
  },
  {
    sectionNotFound: 'Section not found.',
    sectionNameRequired: 'A section name is required.',
    sectionOrderInvalid: "The order must list each of the course's sections exactly once.",
    sectionNotEmpty: 'This section has videos or exams; remove them first.',
    videoTitleRequired: 'A video title is required.',
    videoFileRequired: 'Choose an MP4 video file.',
    videoNotMp4: 'This file is not an MP4 video. Upload an MP4 (H.264) file with a picture.',
    videoTooLarge: 'A video file may be at most {limit} MB.',
    captionsNotWebVtt:
      'The captions file is not WebVTT: its first line must be "WEBVTT" and each cue must start with a timing line such as "00:00:01.000 --> 00:00:04.000".',
    captionsTooLarge: 'A captions file may be at most {limit} KB.',
    captionsLanguageInvalid: 'The captions language must be tr or en.',
    videoTranscodeNotFailed: 'Only a video whose transcode failed can be transcoded again.',
    uploadNotMultipart: 'The file must be sent as multipart/form-data.',
  },
);
