import { useParams } from 'react-router-dom';
import { OrderResult } from './order-result';

/** Where the card payment page sends the browser back; the order says what happened. */
export const PaymentSuccessPage = () => {
  const { trackingId = '' } = useParams();
  return <OrderResult trackingId={trackingId} />;
};
