import { z } from 'zod';
import { emailField } from './auth';
import { EMAIL_PATTERN } from './validators';

export const participantSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(100),
  surname: z.string().trim().min(1, 'surnameRequired').max(100),
  email: z.string().trim().min(1, 'emailRequired').regex(EMAIL_PATTERN, 'emailIncorrect'),
});
export type Participant = z.infer<typeof participantSchema>;

/** Basket item (spec §3). */
export interface BasketItem {
  id: number;
  courseId: number;
  course: { name: string; nameSlug: string; thumbnailImagePath: string };
  price: number;
  discountPrice: number;
  priceWithoutTax: number;
  participantEmails?: Participant[];
}

export interface BasketResponse {
  success: boolean;
  /** The basket's reference code, shown for bank transfers (spec §2 Cart). */
  message: string;
  data: BasketItem[];
}

export const addToBasketSchema = z.object({ courseId: z.number().int().positive() });
export const deleteBasketItemSchema = z.object({ id: z.number().int().positive() });

export const orderItemSchema = z.object({
  courseId: z.number().int().positive(),
  count: z.literal(1),
  paymentMethod: z.union([z.literal(0), z.literal(1)]),
  participants: z.array(participantSchema).min(1, 'emtptyParticipantsError').max(50),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
export const makePaymentSchema = z.array(orderItemSchema).min(1, 'emptyBasketMessage');

export const checkPartySchema = z.object({
  courseId: z.number().int().positive(),
  partyEmail: emailField,
});

export interface MakePaymentData {
  paymentUrl: string | null;
  trackingId: string;
}
