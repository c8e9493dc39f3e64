/**
 * The products capability's door: the catalogue, merchants' channels and fees, product authorisation, and
 * the fee of a payment (paymentFee), which the payment network's bookings (transactions) charge.
 */
export { endpoints } from './routes.ts';
export { paymentFee } from './service.ts';
