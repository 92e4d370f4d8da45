import { defineArea } from './define';

export default defineArea(
  {
    rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  },
  {
    rateLimited: 'Too many attempts. Please try again a little later.',
  },
);
