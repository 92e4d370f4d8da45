import { useSearchParams } from 'react-router-dom';
import { OrderResult } from './order-result';

/** Thank-you page of a free order (`?trackingId=`, spec §2): who was enrolled. */
export const PaymentFreePage = () => {
  const [params] = useSearchParams();
  return <OrderResult trackingId={params.get('trackingId') ?? ''} />;
};
