import { useSearchParams } from 'react-router-dom';
import { OrderResult } from './order-result';

/** Bank transfer chosen (`?trackingId=`): bank details and the order's reference code (spec §2). */
export const PaymentEftPage = () => {
  const [params] = useSearchParams();
  return <OrderResult trackingId={params.get('trackingId') ?? ''} />;
};
