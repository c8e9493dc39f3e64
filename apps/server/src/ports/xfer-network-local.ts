import type {
  XferNetworkPort,
  XferPaymentRequest,
  XferPaymentResult,
  XferTrackResult,
} from '../kernel/ports.ts';

/**
 * A stand-in for the sending bank and the payment network of cross-border transfers. Its rules are
 * fixed so that a tester (and a test) chooses the outcome by the payee's account number:
 * - ending 0000: the sending bank rejects the payment (ACCOUNT_CLOSED);
 * - ending 9999: the payment is sent, then returned by the payee's bank (RETURNED_BY_BANK);
 * - anything else: sent, then credited.
 * The answer depends on the payment alone, so a second request for the same transfer answers what the
 * first one did, in this process or after a restart.
 */
export function createLocalXferNetwork(): XferNetworkPort {
  return {
    async send(req: XferPaymentRequest): Promise<XferPaymentResult> {
      return req.payee.accountNo.endsWith('0000')
        ? { status: 'REJECTED', reason: 'ACCOUNT_CLOSED' }
        : { status: 'SENT', reason: '' };
    },
    async track(req: XferPaymentRequest): Promise<XferTrackResult> {
      return req.payee.accountNo.endsWith('9999')
        ? { status: 'RETURNED', reason: 'RETURNED_BY_BANK' }
        : { status: 'CREDITED', reason: '' };
    },
  };
}
