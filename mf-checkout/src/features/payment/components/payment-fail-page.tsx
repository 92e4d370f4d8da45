import { useParams } from 'react-router-dom';
import { OrderResult } from './order-result';

/** Where a failed card payment sends the browser back; the order says what happened. */
export const PaymentFailPage = () => {
  const { trackingId = '' } = useParams();
  return <OrderResult trackingId={trackingId} />;
};
