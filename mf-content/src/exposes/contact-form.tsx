import { ContactForm, type ContactFormProps } from '../features/contact/components/contact-form';
import './namespace';

/**
 * Federated `./ContactForm`: content owns contact messages; a course page shows this form, with
 * the course's name as its fixed title, as its apply-now form (spec §2).
 */
export default function ContactFormWidget(props: ContactFormProps) {
  return <ContactForm {...props} />;
}
